import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX } from '../core/src/auth/auth-limits.ts';
import { hashPassword } from '../core/src/auth/password.ts';
import { SESSION_CACHE_MS } from '../core/src/auth/session-cache.ts';
import { LEARN_MS } from '../core/src/broadcast/interest.ts';
import { coreServices } from '../core/src/core-plugin.ts';
import {
  type HubChild,
  hubOn,
  type SharedDatabase,
  sharedDatabase,
  startHubChild,
  until,
} from '../core/src/testing/index.ts';
import { bareApp } from '../plugins/ecosystem/src/server/test/helpers.ts';
import { APP_CHANGED_CHANNEL } from '../plugins/ecosystem/src/shared/constants.ts';
import { APP_CACHE_TTL_MS } from '../plugins/superhub/src/server/ingest/app-cache.ts';

// Issue #25: the way users outgrow one machine is several hub processes on one PostgreSQL
// database (behind a proxy, or `ecosystem-cli serve --workers N`). Two real `ecosystem-cli serve`
// processes, every plugin of ecohub.config.json, one database schema: what one process does, the
// other honours at once: sessions, sign-in limits, an app's secret and origins (caches dropped through
// hub.broadcast), the live stream. Jobs claimed once and scheduled fires enqueued once (a weekly one
// on hubs whose clocks disagree) across hubs sharing a database: core/src/jobs/shared-queue.test.ts.
const PG = process.env.TEST_DATABASE_URL;
const EMAIL = 'ops@two-processes.test';
const PASSWORD = 'two processes, one database';

interface Served {
  child: HubChild;
  url: string;
  dir: string;
}

/** `ecosystem-cli serve` in a new process on the shared schema; resolves with its address. */
function serve(databaseUrl: string, extra: string[] = []): Promise<Served> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-two-'));
  const child = startHubChild('cli/src/main.ts', ['serve', '--port', '0', '--json', '--no-seed', ...extra], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.process.stdout?.on('data', (d) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{') && l.includes('"url"'));
      if (line)
        resolve({ child, dir, url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
    void child.exited.then(() => reject(new Error(`serve exited: ${child.stderr()}`)));
  });
}

/** A server event signed per Standard Webhooks, as the SDK's Node client sends it. */
function signedEvent(url: string, appId: string, secret: string, event: string) {
  const body = JSON.stringify({ app: appId, event });
  const id = `msg_${event}`;
  const at = new Date();
  return fetch(`${url}/api/record`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  });
}

const withSearchPath = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe.skipIf(!PG)('two hub processes on one PostgreSQL database', () => {
  let shared: SharedDatabase;
  let a: Served;
  let b: Served;

  beforeAll(async () => {
    shared = await sharedDatabase('postgres');
    const url = withSearchPath(shared.url, shared.schema as string);
    a = await serve(url); // migrates first
    b = await serve(url);
    // An owner and their organisation, written straight into the shared database.
    const hub = await hubOn(shared.open(), []);
    const { users, orgs } = hub.ctx.use(coreServices);
    const user = await users.create({
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Ops',
      lastName: null,
      isSuperAdmin: false,
    });
    const org = await orgs.create({ name: 'Two Processes Ltd' });
    await orgs.addMember(org.id, user.id, 'owner');
    await hub.stop();
  }, 240_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      s?.child.process.kill('SIGTERM');
      await s?.child.exited;
      if (s) rmSync(s.dir, { recursive: true, force: true });
    }
    await shared?.drop();
  }, 60_000);

  it('a session made on one process works on the other, and a sign-out on the other ends it there at once', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, json({ email: EMAIL, password: PASSWORD }));
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    const me = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(EMAIL);
    // A reads the session too, so its session cache holds the row (SESSION_CACHE_MS).
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/auth/logout`, json({}, cookie))).status).toBeLessThan(400);
    // B's announcement drops A's cached row: refused well before the cache's own bound.
    await until(
      async () => (await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status === 401,
      SESSION_CACHE_MS / 2,
    );
  });

  it('a registered app, then its rotated secret, are honoured by the other process at once', async () => {
    const cookie = sessionCookie(
      await fetch(`${a.url}/api/auth/login`, json({ email: EMAIL, password: PASSWORD })),
    );
    const created = await fetch(
      `${a.url}/api/ecosystem/apps`,
      json(bareApp('Two Process App', 'https://two.example.com'), cookie),
    );
    expect(created.status).toBe(201);
    const { app, signingSecret } = (await created.json()) as { app: { id: string }; signingSecret: string };
    const send = (secret: string, event: string) => signedEvent(b.url, app.id, secret, event);
    expect((await send(signingSecret, 'first')).status).toBe(202); // B now holds the app in its cache
    const rotated = await fetch(`${a.url}/api/ecosystem/apps/${app.id}/rotate-secret`, json({}, cookie));
    expect(rotated.status).toBe(200);
    const next = ((await rotated.json()) as { signingSecret: string }).signingSecret;
    expect(next).not.toBe(signingSecret);
    expect((await send(next, 'after-rotation')).status).toBe(202);
  });

  it('an allowed origin removed through one process is refused by the other at once', async () => {
    const cookie = sessionCookie(
      await fetch(`${a.url}/api/auth/login`, json({ email: EMAIL, password: PASSWORD })),
    );
    const origin = 'https://origins.example.com';
    const created = await fetch(`${a.url}/api/ecosystem/apps`, json(bareApp('Origins App', origin), cookie));
    const { app, publishableKey } = (await created.json()) as { app: { id: string }; publishableKey: string };
    const track = () =>
      fetch(`${b.url}/api/record?key=${publishableKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ app: app.id, id: randomUUID(), event: 'page.view' }),
      });
    // A third listener on the database: it hears the registry's announcement when B does.
    const observer = await hubOn(shared.open(), []);
    try {
      const heard: unknown[] = [];
      observer.ctx.broadcast.subscribe(APP_CHANGED_CHANNEL, (m) => heard.push(m));
      await new Promise((r) => setTimeout(r, LEARN_MS + 200)); // A has heard of the observer
      expect((await track()).status).toBe(202); // B holds the app, with its origins, in its cache
      const patched = await fetch(`${a.url}/api/ecosystem/apps/${app.id}`, {
        ...json({ allowedOrigins: ['https://elsewhere.example.com'] }, cookie),
        method: 'PATCH',
      });
      expect(patched.status).toBe(200);
      await until(async () => heard.length > 0);
      expect(heard).toEqual([{ id: app.id, publishableKey }]);
      // B's cache would still accept the origin for its TTL; the announcement dropped the app.
      await until(async () => (await track()).status === 403, APP_CACHE_TTL_MS / 2);
    } finally {
      await observer.stop();
    }
  });

  it("an event ingested through one process reaches the other's live stream", async () => {
    const cookie = sessionCookie(
      await fetch(`${a.url}/api/auth/login`, json({ email: EMAIL, password: PASSWORD })),
    );
    const created = await fetch(
      `${a.url}/api/ecosystem/apps`,
      json(bareApp('Live App', 'https://live.example.com'), cookie),
    );
    const { app, signingSecret } = (await created.json()) as { app: { id: string }; signingSecret: string };
    const stream = await fetch(`${b.url}/api/live-events/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    try {
      // B announces the stream's channel; then A sends it what it ingests.
      await new Promise((r) => setTimeout(r, LEARN_MS + 200));
      expect((await signedEvent(a.url, app.id, signingSecret, 'live.one')).status).toBe(202);
      while (!text.includes('live.one')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      const live = text.split('\n\n').find((m) => m.includes('live.one')) ?? '';
      expect(live).toContain('event: live');
      expect(live).toContain('"app":"Live App"');
    } finally {
      await reader.cancel();
    }
  });

  it('counts failed sign-ins from one address across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX + 2; i++) {
      const target = i % 2 ? b : a;
      const res = await fetch(
        `${target.url}/api/auth/login`,
        json({ email: `nobody${i}@two-processes.test`, password: 'not the password' }),
      );
      statuses.push(res.status);
    }
    // The earlier tests' sign-ins count too: the limit is reached within ADDRESS_MAX attempts in all,
    // where each process counting alone would allow twice as many.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThanOrEqual(ADDRESS_MAX);
    expect(statuses.slice(first)).toEqual(statuses.slice(first).map(() => 429));
  });
});

/** The process ids of a process's children (the workers of `serve --workers N`). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

describe.skipIf(!PG)('ecosystem-cli serve --workers 2 on PostgreSQL', () => {
  it('serves one port from two worker processes and replaces one that dies', async () => {
    const shared = await sharedDatabase('postgres');
    const served = await serve(withSearchPath(shared.url, shared.schema as string), ['--workers', '2']);
    try {
      const pid = served.child.process.pid as number;
      const workers = childrenOf(pid);
      expect(workers).toHaveLength(2);
      for (let i = 0; i < 6; i++) expect((await fetch(`${served.url}/healthz`)).status).toBe(200);
      process.kill(workers[0] as number, 'SIGKILL');
      await until(async () => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(workers[0] as number);
      }, 60_000);
      // A kept-alive connection to the killed worker fails once (the client's pool reuses it): a
      // refused or reset request is "not yet", as a client retrying it would see.
      await until(
        () =>
          fetch(`${served.url}/healthz`).then(
            (r) => r.status === 200,
            () => false,
          ),
        30_000,
      );
    } finally {
      served.child.process.kill('SIGTERM');
      await served.child.exited;
      rmSync(served.dir, { recursive: true, force: true });
      await shared.drop();
    }
  }, 240_000);

  it('refuses --workers on SQLite with the reason', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-two-'));
    const child = startHubChild('cli/src/main.ts', ['serve', '--port', '0', '--workers', '2'], {
      DATA_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    });
    await child.exited;
    expect(child.process.exitCode).toBe(1);
    expect(child.stderr()).toContain('--workers needs PostgreSQL');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
