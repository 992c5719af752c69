import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';

describe.each(testDialects)('session tokens on %s', (dialect) => {
  it('carry a secret of at least 128 bits, stored only as its SHA-256, and a wrong secret is refused', async () => {
    const t = await createTestHub({ dialect });
    try {
      const a = t.agent();
      const res = await a.post('/api/auth/signup', {
        email: 'radia@example.test',
        password: 'spanning-tree-1985',
      });
      expect(res.status).toBe(201);
      const [id, secret] = (a.cookie as string).split('.') as [string, string];
      expect(secret).toMatch(/^[a-z2-7]+$/); // base32
      expect(secret.length * 5).toBeGreaterThanOrEqual(128);

      const rows = await t.hub.ctx.db.selectFrom('sessions').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(id);
      expect(rows[0].secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(secret);

      // The same session id with another secret of the same length is not a session, also when
      // the session was just read and is kept by the session cache.
      expect((await a.get('/api/auth/user')).status).toBe(200);
      const forged = t.agent();
      const flipped = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
      forged.cookie = `${id}.${flipped}`;
      expect((await forged.get('/api/auth/user')).status).toBe(401);
      expect((await a.get('/api/auth/user')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
