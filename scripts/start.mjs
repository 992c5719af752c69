#!/usr/bin/env node
// `pnpm start`: build the web app (when it exists), the SDK script and the server, then run
// `ecosystem-cli serve` (compiled) from the repository root: port 3000 (or PORT), data in ./data (or
// DATA_DIR). Serve migrates, loads the demo into an empty database and prints how to sign in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_FLAGS } from '../cli/bin/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webApp = path.join(root, 'web/app');
const manifest = path.join(webApp, 'package.json');
const scripts = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {}) : {};

if (scripts.build && existsSync(path.join(webApp, 'index.html'))) {
  console.log('▶ Building the web app');
  const build = spawnSync('pnpm', ['--filter', '@ecohub/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('pnpm start: the web app did not build (see above)');
    process.exit(build.status ?? 1);
  }
} else {
  console.log('▶ No web app to build yet (web/app/index.html): the hub serves its API only');
}

// The SDK's script-tag build, which the hub serves at /sdk.js.
if (existsSync(path.join(root, 'sdk/package.json'))) {
  console.log('▶ Building the SDK');
  const sdk = spawnSync('pnpm', ['--filter', '@ecohub/sdk', 'build:script-tag'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (sdk.status !== 0) {
    console.error('pnpm start: the SDK did not build (see above)');
    process.exit(sdk.status ?? 1);
  }
}

// The hub itself, compiled: every server package's TypeScript bundled to JavaScript (cli/lib/bundle,
// entries in each package's lib/), so the start runs no compiler and loads a few dozen files
// (cli/build/build.mjs; the bin runs lib/ only while it matches the sources).
console.log('▶ Compiling the server');
const server = spawnSync(process.execPath, [path.join(root, 'cli/build/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (server.status !== 0) {
  console.error('pnpm start: the server did not compile (see above)');
  process.exit(server.status ?? 1);
}

// `pnpm start` is the local demo: its sibling apps (examples/sibling-app on http://localhost:4000)
// listen on loopback, which the hub's outbound client refuses unless allowed. So this script, and
// only it, allows loopback; `ecosystem-cli serve` (how a deployment runs) allows nothing by default.
// An OUTBOUND_ALLOW already set, even empty (`OUTBOUND_ALLOW= pnpm start`: nothing), is kept.
const LOOPBACK = '127.0.0.0/8,::1/128';
const env = { ...process.env };
if (!('OUTBOUND_ALLOW' in env)) {
  env.OUTBOUND_ALLOW = LOOPBACK;
  console.log(`▶ Local demo: the hub may fetch sibling apps on loopback (OUTBOUND_ALLOW=${LOOPBACK})`);
}

const hub = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'cli/bin/ecosystem-cli.mjs'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Ctrl+C reaches the hub directly (same process group); a SIGTERM sent to this script is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => hub.kill('SIGTERM'));
hub.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
