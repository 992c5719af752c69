import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coreServices } from '@ecohub/core';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import ecosystem from '@ecohub/plugin-ecosystem';
import superhub from '@ecohub/plugin-superhub';
import { describe, expect, it } from 'vitest';
import idx from '../index.ts';

const BIN = path.resolve(import.meta.dirname, '../../../../../cli/bin/ecosystem-cli.mjs');

const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });

// The CLI opens the database from DATABASE_URL alone (no schema option), so this runs on a SQLite file.
describe('ecosystem-cli idx-sync', () => {
  it('replicates the feed for each organisation with a live MLS-synced site', {
    timeout: 120_000,
  }, async () => {
    const db = await sharedDatabase('sqlite');
    const hub = await hubOn(db.open(), [crm, ecosystem, superhub, idx]);
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-idx-cli-'));
    try {
      const core = hub.ctx.use(coreServices);
      const live = await core.orgs.create({ name: 'Live Realty' });
      const quiet = await core.orgs.create({ name: 'Draft Realty' });
      // Two sites written as the store writes them: a live MLS-synced one, and a draft.
      const site = (orgId: string, slug: string, status: string) => ({
        id: crypto.randomUUID(),
        orgId,
        name: slug,
        domain: '',
        slug,
        template: 'modern_real_estate',
        status,
        mlsSync: 1,
        aiMatchmaker: 1,
        whiteLabel: 0,
        createdAt: '2026-03-01T00:00:00.000Z',
        updatedAt: '2026-03-01T00:00:00.000Z',
      });
      await hub.ctx.db
        .insertInto('idx_websites' as never)
        .values([site(live.id, 'live-1', 'published'), site(quiet.id, 'draft-1', 'draft')] as never)
        .execute();
      await hub.stop();

      const pluginsConfig = path.join(dir, 'plugins.json');
      writeFileSync(
        pluginsConfig,
        JSON.stringify({
          plugins: [
            '@ecohub/plugin-crm',
            '@ecohub/plugin-ecosystem',
            '@ecohub/plugin-superhub',
            '@ecohub/plugin-idx',
          ],
        }),
      );
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        PLUGINS_CONFIG: pluginsConfig,
        IDX_LOCAL_LISTINGS: '7',
      };
      const first = await cli(['idx-sync', '--json'], env);
      expect(first.err).toBe('');
      expect(first.code).toBe(0);
      expect(JSON.parse(first.out)).toMatchObject({
        organisations: 1,
        results: [{ orgId: live.id, source: 'local', fetched: 7, created: 7, updated: 0 }],
      });
      const again = await cli(['idx-sync', '--org', live.id], env);
      expect(again.out).toContain(`${live.id}  local: 0 fetched, 0 new, 0 updated (1 pages)`);
      expect(again.out).toContain('Synced 1 organisation');
    } finally {
      await hub.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  });
});
