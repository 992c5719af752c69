import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';

describe.each(testDialects)('the caller of a request on %s', (dialect) => {
  it('is nobody while the session outlives its membership, and the session is kept', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { agent, userId, orgId } = await t.signedIn({ role: 'member' });
      const db = t.hub.ctx.db;
      const membership = await db
        .selectFrom('memberships')
        .selectAll()
        .where('userId', '=', userId)
        .execute();
      await db.deleteFrom('memberships').where('userId', '=', userId).execute();

      const res = await agent.get('/api/auth/user');
      expect(res.status).toBe(401);
      // A valid session without a membership is not signed out: no cookie cleared, row kept.
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(agent.cookie).not.toBeNull();
      expect(await db.selectFrom('sessions').select('userId').execute()).toEqual([{ userId }]);

      await db.insertInto('memberships').values(membership).execute();
      const back = await agent.get('/api/auth/user');
      expect(back.status).toBe(200);
      expect(await back.json()).toMatchObject({ id: userId, role: 'member', organization: { id: orgId } });
    } finally {
      await t.close();
    }
  });

  it('is nobody with an unknown or malformed session cookie, which is cleared', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { agent } = await t.signedIn();
      const [id] = (agent.cookie as string).split('.') as [string];
      for (const cookie of [
        `${id}`,
        `${id}.`,
        `.${id}`,
        `nope.${'a'.repeat(32)}`,
        `${id}.${'x'.repeat(65)}`,
      ]) {
        const other = t.agent();
        other.cookie = cookie;
        const res = await other.get('/api/auth/user');
        expect(res.status, cookie).toBe(401);
        expect(res.headers.getSetCookie().join(), cookie).toMatch(/^ecohub_session=;.*Max-Age=0/i);
      }
      // The real session is untouched by those attempts.
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
