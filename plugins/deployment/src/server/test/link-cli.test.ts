import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import { docsSite } from './link-sites.ts';
import { ownerOn } from './owner.ts';
import { plugins } from './plugins.ts';

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
describe('ecosystem-cli link-crawl', () => {
  it("crawls an organisation's sites and prints the broken links with their fixes", async () => {
    const db = await sharedDatabase('sqlite');
    const hub = await hubOn(db.open(), plugins);
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-cli-'));
    const docs = await docsSite();
    try {
      const owner = await ownerOn(hub, 'Crawl');
      await createApp(owner, 'Docs', docs.url);
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
      const text = await cli(['link-crawl', '--org', owner.orgId], env);
      expect(text.code).toBe(0);
      expect(text.out).toContain(`✗ ${docs.url}/Blog/  [not-found]  → ${docs.url}/blog/  normalisation 0.95`);
      expect(text.out).toMatch(/\d+ pages, \d+ links, 8 broken/);

      const json = await cli(['link-crawl', '--org', owner.orgId, '--json'], env);
      expect(json.code).toBe(0);
      expect(JSON.parse(json.out)).toMatchObject({
        totalFixes: 8,
        crawl: { status: 'completed', broken: 8 },
      });
    } finally {
      await hub.stop();
      await docs.close();
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  }, 120_000);
});
