#!/usr/bin/env -S node --no-memory-reducer
// The shebang's flags are NODE_FLAGS (node-flags.mjs: why); pnpm's bin shims pass them to node too.
// Runs the compiled JavaScript (cli/lib, written by `pnpm build:server` and by `pnpm start`) while it
// matches the TypeScript sources; otherwise — no build yet, or a source changed since — the sources
// themselves through tsx, as right after `pnpm install`. ECOHUB_FROM_SOURCES=1 always runs the sources.
import { fileURLToPath } from 'node:url';
import { currentBuild } from '../build/sources.mjs';

const compiled = process.env.ECOHUB_FROM_SOURCES === '1' ? null : currentBuild();
if (compiled) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('../src/main.ts');
}
