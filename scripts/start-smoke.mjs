#!/usr/bin/env node
// The README's first command, checked: `pnpm start` on a new data folder builds, migrates, creates the
// platform organisation and the separate demo, prints sign-ins that work, and serves the dashboard,
// the API and the SDK script. Part of `pnpm test` (after the other suites); exits non-zero with the
// server's output on any failure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentBuild } from '../cli/build/sources.mjs';

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
  // The sign-ins are printed once, after the demo is loaded; they may follow the first 200 by a moment.
  const deadline = Date.now() + 30_000;
  const signIns = () =>
    new Map([...output.matchAll(/Sign in as (\S+) with the password (\S+)/g)].map((m) => [m[1], m[2]]));
  while (signIns().size < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const passwords = signIns();
  const admin = 'admin@ecohub.local';
  const demo = 'demo@ecohub.local';
  check(
    'prints the platform owner’s sign-in',
    passwords.has(admin),
    `no "Sign in as ${admin} with the password …" line`,
  );
  check(
    'prints the demo owner’s sign-in',
    passwords.has(demo),
    `no "Sign in as ${demo} with the password …" line`,
  );

  // `pnpm start` compiled the server, and the bin runs lib/ exactly while that build is current.
  check(
    'the hub runs compiled (a current build of every server package in lib/)',
    currentBuild() !== null,
    'no current cli/lib/build.json after pnpm start',
  );

  const home = await fetch(`${url}/`);
  const html = await home.text();
  check('serves the web app at /', home.status === 200 && html.includes('<div id="root"'), `${home.status}`);

  const sdk = await fetch(`${url}/sdk.js`);
  check('serves the SDK script at /sdk.js', sdk.status === 200 && (await sdk.text()).length > 1000);

  const apps = await fetch(`${url}/api/applications`).then((r) => r.json());
  const list = Array.isArray(apps) ? apps : (apps.applications ?? apps.apps ?? []);
  check('the public catalogue shows the 22 applications', list.length === 22, `${list.length} applications`);

  const signIn = async (email) => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: passwords.get(email) }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    check(
      `the printed sign-in of ${email} works`,
      login.status === 200 && cookie.includes('='),
      `${login.status}`,
    );
    return cookie;
  };
  const summary = async (headers) => {
    const res = await fetch(`${url}/api/contacts/summary`, { headers });
    const body = await res.json();
    return { status: res.status, total: Number(body.totalContacts ?? body.total ?? 0), body };
  };

  const demoCookie = await signIn(demo);
  const demoContacts = await summary({ cookie: demoCookie });
  check(
    'the demo contacts are there',
    demoContacts.status === 200 && demoContacts.total > 0,
    JSON.stringify(demoContacts.body),
  );

  // The living demo: the demo's apps are served by the hub itself (plugins/demo-apps), so the
  // auth-status tab's check of one answers through the hub with the demo owner's session.
  const demoApps =
    (await fetch(`${url}/api/ecosystem/apps`, { headers: { cookie: demoCookie } }).then((r) => r.json()))
      .apps ?? [];
  const demoApp = demoApps[0];
  const authCheck = demoApp?.url?.startsWith(`${url}/demo-apps/`)
    ? await fetch(`${demoApp.url}/api/auth/user`, { headers: { cookie: demoCookie, origin: url } })
    : null;
  check(
    'a demo app answers through the hub',
    authCheck?.status === 200 && (await authCheck.json()).email === demo,
    `${demoApp?.url ?? 'no demo app'}: ${authCheck?.status ?? 'not under the hub'}`,
  );

  const adminCookie = await signIn(admin);
  const platformContacts = await summary({ cookie: adminCookie });
  check(
    'the platform organisation is another one, without the demo data',
    platformContacts.status === 200 && platformContacts.total === 0,
    JSON.stringify(platformContacts.body),
  );

  const visitor = { 'x-ecohub-demo': '1' };
  const visitorContacts = await summary(visitor);
  check(
    'an anonymous demo visitor reads the demo organisation',
    visitorContacts.status === 200 && visitorContacts.total === demoContacts.total,
    JSON.stringify(visitorContacts.body),
  );
  const payments = await fetch(`${url}/api/billing/payments`, { headers: visitor });
  check(
    'an anonymous demo visitor gets 403 for billing, as a viewer does',
    payments.status === 403,
    `${payments.status}`,
  );
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
