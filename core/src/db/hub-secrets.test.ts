import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginStateKey, openLoginState, sealLoginState } from '../auth/oidc-state.ts';
import { loadConfig } from '../config.ts';
import { down, up } from '../migrations/2026-11-23T04-hub-secrets.ts';
import { coreMigrations } from '../migrations/index.ts';
import { createTestHub, testDialects } from '../testing/index.ts';
import { connect } from './connect.ts';
import { hubSecret } from './hub-secrets.ts';
import { migrateUp } from './migrate.ts';

describe.each(testDialects)('hub secrets on %s', (dialect) => {
  it('makes a key once: concurrent first calls agree, and it never changes', async () => {
    const t = await createTestHub({ dialect });
    try {
      const keys = await Promise.all([1, 2, 3, 4].map(() => hubSecret(t.hub.ctx.db, 'k')));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(await hubSecret(t.hub.ctx.db, 'other')).not.toBe(keys[0]);
      const rows = await t.hub.ctx.db.selectFrom('hubSecrets').selectAll().execute();
      expect(rows.map((r) => r.name).sort()).toEqual(['k', 'other']);
      // The migration goes down and up again; the name stays unique.
      await down(t.hub.ctx.db);
      await expect(t.hub.ctx.db.selectFrom('hubSecrets').selectAll().execute()).rejects.toThrow();
      await up(t.hub.ctx.db);
      const row = { name: 'n', value: 'v', createdAt: '2026-01-01T00:00:00.000Z' };
      await t.hub.ctx.db.insertInto('hubSecrets').values(row).execute();
      await expect(t.hub.ctx.db.insertInto('hubSecrets').values(row).execute()).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

describe('the sign-in state key of a public OIDC client (no client secret)', () => {
  it('is the same in another process and after a restart, so a started sign-in still finishes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-secrets-'));
    try {
      const url = `sqlite:${path.join(dir, 'hub.sqlite')}`;
      const config = loadConfig({}, {
        DATA_DIR: dir,
        OIDC_ISSUER: 'https://idp.example.test',
        OIDC_CLIENT_ID: 'hub',
      } as never);
      const first = connect({ url });
      await migrateUp(first.db, 'core', coreMigrations);
      const key = await loginStateKey({ config, db: first.db });
      // Kept in the database, where every process and every restart reads it.
      const stored = await first.db
        .selectFrom('hubSecrets')
        .select('value')
        .where('name', '=', 'oidc-login-state')
        .execute();
      expect(stored).toEqual([{ value: key }]);
      const sealed = sealLoginState(key, { state: 's', nonce: 'n', verifier: 'v', expiresAt: 1 });
      // Another process on the same database, then the first one restarted.
      const second = connect({ url });
      expect(openLoginState(await loginStateKey({ config, db: second.db }), sealed)?.state).toBe('s');
      await first.close();
      await second.close();
      const restarted = connect({ url });
      expect(await loginStateKey({ config, db: restarted.db })).toBe(key);
      await restarted.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
