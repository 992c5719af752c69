#!/usr/bin/env node
// The CLI and every package it loads are TypeScript sources: tsx compiles them on the fly, so the
// command works right after `pnpm install` with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
