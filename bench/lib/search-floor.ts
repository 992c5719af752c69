// The search's own cost, without the hub around it: a bare Hono GET that checks the same session
// and runs the CRM's own contact search on the same database, answering the same JSON. The hub's
// req/s against this one is what its framework costs (middleware, validation, secure headers).
import { connect } from '@ecohub/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { resolveSessionToken } from '../../core/src/auth/sessions.ts';
import { contactSearch } from '../../plugins/crm/src/server/contacts/search.ts';

const { db } = connect({ dataDir: process.env.BENCH_DATA_DIR });
const clock = { now: () => new Date() };
// The CRM's own search on this database (its setup builds the same; the bench has no hub).
const search = contactSearch(db as never, 'sqlite');
const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.get('/api/contacts', async (c) => {
  const token = /ecohub_session=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1];
  const found = token ? await resolveSessionToken(db, clock as never, token) : null;
  if (!found) return c.json({ error: 'unauthorized' }, 401);
  const q = c.req.query('q');
  const limit = Number(c.req.query('limit') ?? 50);
  return c.json(await search.list(found.session.orgId, { q, limit, sort: '-createdAt' } as never));
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
