import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, postgresLocationOf } from '../db/connect.ts';
import { createTestHub, testDialects, until } from '../testing/index.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-session-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** The session id of an agent's token (`<id>.<secret>`). */
const idOf = (token: string | null) => (token as string).split('.')[0] as string;

// Sessions read for one request serve the next ones for a moment (session-cache.ts): whatever ends
// or changes a session in this process must still take effect on the very next request.
describe.each(testDialects)('the session cache on %s', (dialect) => {
  const hubOn = () => createTestHub({ dialect, sqliteFile: path.join(dir, `hub-${files++}.sqlite`) });

  it('lets a signed-out or revoked session in no more, on the next request', async () => {
    const t = await createTestHub({ dialect });
    try {
      // Sign-out: the same token, kept by another client, is refused at once.
      const ada = await t.signedIn();
      const copy = t.agent();
      copy.cookie = ada.agent.cookie;
      expect((await copy.get('/api/auth/user')).status).toBe(200);
      expect((await copy.get('/api/auth/user')).status).toBe(200);
      expect((await ada.agent.post('/api/auth/logout')).status).toBe(204);
      expect((await copy.get('/api/auth/user')).status).toBe(401);

      // A query builder's delete of every session of a user (what a password reset does).
      const bob = await t.signedIn();
      expect((await bob.agent.get('/api/auth/user')).status).toBe(200);
      await t.hub.ctx.db.deleteFrom('sessions').where('userId', '=', bob.userId).execute();
      expect((await bob.agent.get('/api/auth/user')).status).toBe(401);

      // Raw SQL counts too.
      const cy = await t.signedIn();
      expect((await cy.agent.get('/api/auth/user')).status).toBe(200);
      await sql`delete from sessions where id = ${idOf(cy.agent.cookie)}`.execute(t.hub.ctx.db);
      expect((await cy.agent.get('/api/auth/user')).status).toBe(401);

      // A membership removed: the session is no one's any more.
      const dee = await t.signedIn();
      expect((await dee.agent.get('/api/auth/user')).status).toBe(200);
      await t.hub.ctx.db.deleteFrom('memberships').where('orgId', '=', dee.orgId).execute();
      expect((await dee.agent.get('/api/auth/user')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('applies a changed role on the next request', async () => {
    const t = await createTestHub({ dialect });
    try {
      const ada = await t.signedIn({ role: 'owner' });
      // An admin's route, twice: the second request is served from the cached session.
      expect((await ada.agent.get('/api/auth/reset-tokens')).status).toBe(200);
      expect((await ada.agent.get('/api/auth/reset-tokens')).status).toBe(200);
      await t.hub.ctx.db
        .updateTable('memberships')
        .set({ role: 'viewer' })
        .where('userId', '=', ada.userId)
        .execute();
      expect((await ada.agent.get('/api/auth/reset-tokens')).status).toBe(403);
      // What GET /api/auth/user shows is reused the same way: a new name or plan is shown at once.
      expect(await (await ada.agent.get('/api/auth/user')).json()).toMatchObject({ role: 'viewer' });
      await t.hub.ctx.db
        .updateTable('users')
        .set({ firstName: 'Augusta' })
        .where('id', '=', ada.userId)
        .execute();
      await t.hub.ctx.db
        .updateTable('organizations')
        .set({ name: 'Engines' })
        .where('id', '=', ada.orgId)
        .execute();
      expect(await (await ada.agent.get('/api/auth/user')).json()).toMatchObject({
        firstName: 'Augusta',
        organization: { name: 'Engines' },
      });
    } finally {
      await t.close();
    }
  });

  it('ends a session another process deletes within SESSION_CACHE_MS', async () => {
    const t = await hubOn();
    const pgAt = postgresLocationOf(t.hub.ctx.db);
    // Another hub process (or the CLI) on the same database: its own connection.
    const other = pgAt
      ? connect(pgAt)
      : connect({ url: `sqlite:${path.join(dir, `hub-${files - 1}.sqlite`)}`, backgroundCheckpoints: false });
    try {
      const ada = await t.signedIn();
      expect((await ada.agent.get('/api/auth/user')).status).toBe(200);
      await other.db.deleteFrom('sessions').where('id', '=', idOf(ada.agent.cookie)).execute();
      // Refused once the cached row is older than the bound (until() fails the test past it).
      await until(
        async () => (await ada.agent.get('/api/auth/user')).status === 401,
        SESSION_CACHE_MS + 2_000,
      );
    } finally {
      await other.close();
      await t.close();
    }
  });
});
