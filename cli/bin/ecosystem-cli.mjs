#!/usr/bin/env node
// The CLI and every package it loads are TypeScript sources: tsx compiles them on the fly, so the
// command works right after `pnpm install` with no build step, from any working directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../src/main.ts');
