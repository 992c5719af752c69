import { describe, expect, it } from 'vitest';
import { down, up } from '../migrations/2026-11-23T01-auth-tokens.ts';
import * as elevationIdle from '../migrations/2026-11-23T05-elevation-idle.ts';
import { createTestHub, testDialects } from '../testing/index.ts';

describe.each(testDialects)('auth-tokens migration on %s', (dialect) => {
  it('goes down and up again, and enforces a unique token hash', async () => {
    const t = await createTestHub({ dialect });
    const db = t.hub.ctx.db;
    try {
      await down(db);
      await expect(db.selectFrom('password_reset_tokens').selectAll().execute()).rejects.toThrow();
      await expect(db.selectFrom('rate_limit_hits').selectAll().execute()).rejects.toThrow();
      await up(db);
      const { userId } = await t.signedIn();
      const row = {
        tokenHash: 'h',
        userId,
        email: 'a@example.test',
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-02T00:00:00.000Z',
      };
      await db
        .insertInto('password_reset_tokens')
        .values({ id: '1', ...row })
        .execute();
      await expect(
        db
          .insertInto('password_reset_tokens')
          .values({ id: '2', ...row })
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('rate_limit_hits')
        .values({ id: '1', bucket: 'b', key: 'k', createdAt: row.createdAt })
        .execute();
      expect(await db.selectFrom('rate_limit_hits').select('key').execute()).toEqual([{ key: 'k' }]);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('elevation-idle migration on %s', (dialect) => {
  it('goes down and up again, keeping the sessions', async () => {
    const t = await createTestHub({ dialect });
    const db = t.hub.ctx.db;
    try {
      const { userId } = await t.signedIn({ superAdmin: true, elevated: true });
      await elevationIdle.down(db);
      await expect(db.selectFrom('sessions').select('elevationUsedAt').execute()).rejects.toThrow();
      await elevationIdle.up(db);
      const rows = await db.selectFrom('sessions').select(['userId', 'elevationUsedAt']).execute();
      expect(rows).toEqual([{ userId, elevationUsedAt: null }]);
    } finally {
      await t.close();
    }
  });
});
