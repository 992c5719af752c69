// The floors of http-baseline.ts: the bare Hono app of bare-hono.mjs answering with the hub's own
// headers, written the cheapest plain way (no middleware, no Headers object): every answer's head is
// one object literal, compiled once from a JSON array of [name, value] pairs the bench reads off the
// hub's own answer, with the route's headers after.
// - GET /healthz: the hub's answer to anybody (FLOOR_HEADERS).
// - GET /api/auth/user: what the hub answers a signed-in member, with the headers it sends them
//   (FLOOR_SIGNED_IN_HEADERS): the session cookie checked by core's own resolveSessionToken and the
//   answer read by core's userView, on the hub's own database (BENCH_DATA_DIR), each with the cache
//   the hub has. The hub against it is what its request path adds to reading a session.

import { ServerResponse } from 'node:http';
import { type HttpBindings, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sessionTokenOf } from '../../core/src/auth/session-cookie.ts';
import { resolveSessionToken } from '../../core/src/auth/sessions.ts';
import { userView } from '../../core/src/auth/user-view.ts';
import { connect } from '../../core/src/db/connect.ts';

type Head = (given: Record<string, unknown> | undefined) => Record<string, unknown>;
const headOf = (json: string | undefined): Head => {
  const pairs = JSON.parse(json ?? '[]') as Array<[string, string]>;
  const literal = pairs
    .map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`)
    .join(', ');
  return new Function(
    'given',
    `const h = { ${literal} }; for (const k in given) h[k] = given[k]; return h;`,
  ) as Head;
};
const head = headOf(process.env.FLOOR_HEADERS);
const signedInHead = headOf(process.env.FLOOR_SIGNED_IN_HEADERS);

/** Set on a response whose head is the signed-in one. */
const SIGNED_IN = Symbol('signedIn');
type Out = ServerResponse & { [SIGNED_IN]?: true };
const writeHead = ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  ...args: unknown[]
) => ServerResponse;
ServerResponse.prototype.writeHead = function (this: Out, status: number, given?: Record<string, unknown>) {
  return writeHead.call(this, status, this[SIGNED_IN] ? signedInHead(given) : head(given));
} as ServerResponse['writeHead'];

const app = new Hono<{ Bindings: HttpBindings }>();
app.get('/healthz', (c) => c.json({ ok: true }));

if (process.env.BENCH_DATA_DIR) {
  const { db } = connect({ dataDir: process.env.BENCH_DATA_DIR });
  const clock = { now: () => new Date() };
  app.get('/api/auth/user', async (c) => {
    const token = sessionTokenOf(c.req.header('cookie'));
    const found = token ? await resolveSessionToken(db, clock, token) : null;
    const view = found?.member ? await userView(db, found.session.userId, found.session.orgId) : null;
    if (!view) return c.json({ error: 'unauthorized' }, 401);
    (c.env.outgoing as Out)[SIGNED_IN] = true;
    return c.json(view);
  });
}

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
