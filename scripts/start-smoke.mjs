#!/usr/bin/env node
// The README's first command, checked: `pnpm start` on a new data folder builds, migrates, loads the
// demo, prints a sign-in that works, and serves the dashboard, the API and the SDK script. Part of
// `pnpm test` (after the other suites); exits non-zero with the server's output on any failure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TIMEOUT_MS = 5 * 60_000;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ecohub-start-'));
const port = await freePort();
const url = `http://localhost:${port}`;
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => {
  output += d;
});
child.stderr.on('data', (d) => {
  output += d;
});

const checks = [];
function check(name, ok, detail = '') {
  checks.push(name);
  if (!ok) throw new Error(`${name}${detail ? `: ${detail}` : ''}`);
  console.log(`  ✓ ${name}`);
}

async function waitForHealth() {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}/healthz within ${TIMEOUT_MS / 1000} s`);
}

let failed = false;
try {
  console.log(`▶ pnpm start on a new data folder (${url})`);
  await waitForHealth();
  // The sign-in is printed once, after the demo is loaded; it may follow the first 200 by a moment.
  const deadline = Date.now() + 30_000;
  let signIn = null;
  while (!signIn && Date.now() < deadline) {
    signIn = /Sign in as (\S+) with the password (\S+)/.exec(output);
    if (!signIn) await new Promise((r) => setTimeout(r, 100));
  }
  check('prints the demo sign-in', Boolean(signIn), 'no "Sign in as … with the password …" line');

  const home = await fetch(`${url}/`);
  const html = await home.text();
  check('serves the web app at /', home.status === 200 && html.includes('<div id="root"'), `${home.status}`);

  const sdk = await fetch(`${url}/sdk.js`);
  check('serves the SDK script at /sdk.js', sdk.status === 200 && (await sdk.text()).length > 1000);

  const apps = await fetch(`${url}/api/applications`).then((r) => r.json());
  const list = Array.isArray(apps) ? apps : (apps.applications ?? apps.apps ?? []);
  check('the public catalogue has the demo applications', list.length >= 20, `${list.length} applications`);

  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: signIn[1], password: signIn[2] }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  check('the printed sign-in works', login.status === 200 && cookie.includes('='), `${login.status}`);

  const summary = await fetch(`${url}/api/contacts/summary`, { headers: { cookie } });
  const body = await summary.json();
  const total = Number(body.totalContacts ?? body.total ?? 0);
  check('the demo contacts are there', summary.status === 200 && total > 0, JSON.stringify(body));
  console.log(`■ start smoke: ${checks.length} checks ok`);
} catch (err) {
  failed = true;
  console.error(`✗ start smoke: ${err.message}\n--- pnpm start output ---\n${output}`);
} finally {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
