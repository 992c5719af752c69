import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import { ownerOn } from './owner.ts';
import { plugins } from './plugins.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const BIN = path.resolve(import.meta.dirname, '../../../../../cli/bin/ecosystem-cli.mjs');

function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

// The CLI opens the database from DATABASE_URL alone (no schema option), so this runs on a SQLite file.
describe('ecosystem-cli deploy-webhooks', () => {
  it('deploys to running sibling apps, prints JSON, and exits 1 when an app failed', async () => {
    const db = await sharedDatabase('sqlite');
    const hub = await hubOn(db.open(), plugins);
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-cli-'));
    const receivers: Receiver[] = [];
    try {
      const owner = await ownerOn(hub, 'Cli');
      const apps = [];
      for (const name of ['Shop', 'CRM']) {
        const r = await startReceiver();
        receivers.push(r);
        const app = await createApp(owner, name, r.url);
        r.become(app);
        apps.push(app);
      }
      const gone = await createApp(owner, 'Gone', 'http://127.0.0.1:9');
      const pluginsConfig = path.join(dir, 'plugins.json');
      writeFileSync(
        pluginsConfig,
        JSON.stringify({
          plugins: ['@ecohub/plugin-ecosystem', '@ecohub/plugin-superhub', '@ecohub/plugin-deployment'],
        }),
      );
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        PLUGINS_CONFIG: pluginsConfig,
        OUTBOUND_ALLOW: '127.0.0.1/32',
      };

      const dry = await cli(['deploy-webhooks', '--dry-run', '--json'], env);
      expect(dry.code).toBe(0);
      expect(JSON.parse(dry.out)).toMatchObject({ dry_run: true, total_apps: 3 });
      expect(receivers.every((r) => r.deployed() === null)).toBe(true);

      const all = await cli(['deploy-webhooks', '--json'], env);
      expect(all.code).toBe(1);
      const result = JSON.parse(all.out);
      expect(result).toMatchObject({ successful: 2, total_apps: 3 });
      expect(result.results.find((r: { app_id: string }) => r.app_id === gone.id)).toMatchObject({
        success: false,
      });
      expect(all.err).toContain('1 of 3 applications failed');
      expect(receivers.map((r) => r.deployed()?.app_id)).toEqual(apps.map((a) => a.id));

      const one = await cli(['deploy-webhooks', '--app', apps[0]?.id ?? ''], env);
      expect(one.code).toBe(0);
      // Not a terminal: one line per step (the app starting, then its ack), then the summary.
      const id = apps[0]?.id ?? '';
      expect(one.out).toMatch(
        new RegExp(`^→ ${id}  Shop  deploying\n✓ ${id}  Shop  done  v\\d+ acknowledged\n`),
      );
      expect(one.out).toContain('Successfully deployed to 1/1 applications');
    } finally {
      await hub.stop();
      for (const r of receivers) await r.close();
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  }, 120_000);
});
