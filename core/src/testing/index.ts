import pg from 'pg';
import pino, { type Logger } from 'pino';
import type { Role } from '../auth/principal.ts';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { type Config, loadConfig } from '../config.ts';
import { coreServices } from '../core-plugin.ts';
import { connect } from '../db/connect.ts';
import { createHub, type Hub } from '../host/hub.ts';
import type { Clock, Plugin } from '../plugin.ts';

import { type TestDialect, testDialects } from './dialects.ts';

export { type HubChild, startHubChild } from './child.ts';
export { CHROMIUM_ARGS, launchChromium } from './chromium.ts';
export { hubOn, type SharedDatabase, sharedDatabase } from './shared-db.ts';
export { until } from './until.ts';
export { type TestDialect, testDialects };

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  readonly #listeners = new Set<() => void>();
  constructor(private t = Date.parse('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
    for (const listener of this.#listeners) listener();
  }
  onJump(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export interface TestHubOptions {
  plugins?: Plugin[];
  dialect?: TestDialect;
  clock?: Clock;
  config?: Record<string, unknown>;
  /** SQLite: this file instead of an in-memory database (tests that need a file, e.g. backups). */
  sqliteFile?: string;
  /** Start the job worker (off by default; tests that need jobs turn it on). */
  startJobs?: boolean;
  /** A built web app folder to serve with the SPA fallback. */
  webDist?: string;
  /** Where the hub logs (silent by default); a test that checks what is logged passes its own. */
  logger?: Logger;
  /** Plugin id → its configuration values (tests read no environment). */
  pluginConfig?: Record<string, Record<string, unknown>>;
}

export interface TestHub {
  hub: Hub;
  config: Config;
  /** A request from the hub's own origin (as the web app would send it). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A client that keeps its session cookie across requests. */
  agent(): Agent;
  /** Creates a user in a new (or the given) organisation and returns an agent signed in as them. */
  signedIn(opts?: {
    email?: string;
    role?: Role;
    orgId?: string;
    superAdmin?: boolean;
    elevated?: boolean;
  }): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  agent: Agent;
  userId: string;
  orgId: string;
  email: string;
}

export interface Agent {
  cookie: string | null;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  patch(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  delete(path: string, headers?: Record<string, string>): Promise<Response>;
}

let counter = 0;

/** A hub on a fresh database (in-memory SQLite, or its own PostgreSQL schema), migrated, no network. */
export async function createTestHub(opts: TestHubOptions = {}): Promise<TestHub> {
  const dialect = opts.dialect ?? 'sqlite';
  const config = loadConfig({}, {
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...opts.config,
  } as never);
  let dropSchema: (() => Promise<void>) | undefined;
  let database: ReturnType<typeof connect>;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = connect({ url, schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    database = connect({ url: opts.sqliteFile ? `sqlite:${opts.sqliteFile}` : ':memory:' });
  }
  const hub = await createHub({
    config,
    plugins: opts.plugins ?? [],
    database,
    clock: opts.clock,
    logger: opts.logger ?? pino({ level: 'silent' }),
    webDist: opts.webDist,
    env: {},
    pluginConfig: opts.pluginConfig,
  });
  await hub.migrate();
  if (opts.startJobs) await hub.start();
  const origin = new URL(config.publicUrl).origin;

  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', origin);
    return Promise.resolve(hub.app.request(`${origin}${path}`, { ...init, headers }));
  };

  const agent = (): Agent => {
    const a: Agent = {
      cookie: null,
      async request(method, path, body, extra = {}) {
        const headers: Record<string, string> = { ...extra };
        if (a.cookie) headers.cookie = `${SESSION_COOKIE}=${a.cookie}`;
        let payload: BodyInit | undefined;
        if (body !== undefined) {
          if (typeof body === 'string') payload = body;
          else {
            payload = JSON.stringify(body);
            headers['content-type'] ??= 'application/json';
          }
        }
        const res = await request(path, { method, headers, body: payload });
        for (const line of res.headers.getSetCookie()) {
          const m = line.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`));
          if (m) a.cookie = m[1] && !/max-age=0/i.test(line) ? m[1] : null;
        }
        return res;
      },
      get: (p, h) => a.request('GET', p, undefined, h),
      post: (p, b, h) => a.request('POST', p, b ?? {}, h),
      patch: (p, b, h) => a.request('PATCH', p, b ?? {}, h),
      put: (p, b, h) => a.request('PUT', p, b ?? {}, h),
      delete: (p, h) => a.request('DELETE', p, undefined, h),
    };
    return a;
  };

  const core = () => hub.ctx.use(coreServices);

  return {
    hub,
    config,
    request,
    agent,
    async signedIn(o = {}) {
      const email = o.email ?? `user${counter++}@example.test`;
      const user = await core().users.create({
        email,
        firstName: 'Test',
        lastName: 'User',
        isSuperAdmin: o.superAdmin,
      });
      const orgId = o.orgId ?? (await core().orgs.create({ name: `Org of ${email}` })).id;
      await core().orgs.addMember(orgId, user.id, o.role ?? 'owner');
      const { token, session } = await createSession(hub.ctx.db, hub.ctx.clock, user.id, orgId);
      if (o.elevated) {
        await hub.ctx.db
          .updateTable('sessions')
          .set({ elevatedAt: hub.ctx.clock.now().toISOString() })
          .where('id', '=', session.id)
          .execute();
      }
      const a = agent();
      a.cookie = token;
      return { agent: a, userId: user.id, orgId, email: user.email };
    },
    async close() {
      await hub.stop();
      await dropSchema?.();
    },
  };
}
