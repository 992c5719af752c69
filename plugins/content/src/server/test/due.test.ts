import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coreServices } from '@ecohub/core';
import { FakeClock, hubOn, sharedDatabase, testDialects } from '@ecohub/core/testing';
import crmPlugin from '@ecohub/plugin-crm';
import { describe, expect, it } from 'vitest';
import { generateSchema } from '../../shared/content.ts';
import { PUBLISH_DUE_JOB } from '../../shared/jobs.ts';
import { type GenerateDeps, generateItem } from '../generate/job.ts';
import type { ContentHub } from '../hub.ts';
import contentPlugin from '../index.ts';
import { contentHub, generate } from './helpers.ts';

const DAY = 86_400_000;

describe.each(testDialects)('due publishing on %s', (dialect) => {
  it('publishes every organisation’s scheduled items once their date has come, and only those', async () => {
    const clock = new FakeClock(Date.parse('2026-03-01T09:00:00Z'));
    const t = await contentHub(dialect, { clock });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const first = (await generate(t, a.agent, { topic: 'Solar panels' })).result?.item; // due 03-03
      const later = (await generate(t, a.agent, { topic: 'Heat pumps' })).result?.item; // due 03-05
      const other = (await generate(t, b.agent, { topic: 'Wind power' })).result?.item; // due 03-03
      expect([first.scheduledFor, later.scheduledFor]).toEqual([
        '2026-03-03T09:00:00.000Z',
        '2026-03-05T09:00:00.000Z',
      ]);

      const run = async () => {
        const id = await t.hub.ctx.jobs.enqueue(PUBLISH_DUE_JOB, {});
        await t.hub.ctx.jobs.wait(id);
        return (await t.hub.ctx.jobs.get(id))?.result;
      };
      expect(await run()).toEqual({ published: 0 });
      clock.advance(3 * DAY);
      expect(await run()).toEqual({ published: 2 });
      const status = async (agent: typeof a.agent, id: string) =>
        (await (await agent.get(`/api/content/${id}`)).json()).status;
      expect(await status(a.agent, first.id)).toBe('published');
      expect(await status(a.agent, later.id)).toBe('scheduled');
      expect(await status(b.agent, other.id)).toBe('published');
      expect(await run()).toEqual({ published: 0 });
    } finally {
      await t.close();
    }
  });
});

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
describe('ecosystem-cli content-publish', () => {
  it('publishes an organisation’s next scheduled item, then reports nothing left', {
    timeout: 60_000,
  }, async () => {
    const db = await sharedDatabase('sqlite');
    const hub = await hubOn(db.open(), [crmPlugin, contentPlugin]);
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-cli-'));
    try {
      const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Cli' });
      const running = hub.running('content');
      const item = await generateItem(
        running.ctx as ContentHub,
        running.setup as GenerateDeps,
        org.id,
        generateSchema.parse({ topic: 'Solar panels' }),
        { actorId: null },
      );
      const pluginsConfig = path.join(dir, 'plugins.json');
      writeFileSync(
        pluginsConfig,
        JSON.stringify({ plugins: ['@ecohub/plugin-crm', '@ecohub/plugin-content'] }),
      );
      const env = { DATABASE_URL: db.url, DATA_DIR: dir, PLUGINS_CONFIG: pluginsConfig };

      const due = await cli(['content-publish', '--json'], env);
      expect(due.code, due.err).toBe(0);
      expect(JSON.parse(due.out)).toEqual({ published: 0 }); // scheduled two days ahead
      const next = await cli(['content-publish', '--org', org.id, '--json'], env);
      expect(JSON.parse(next.out).item).toMatchObject({ id: item.id, status: 'published' });
      const none = await cli(['content-publish', '--org', org.id], env);
      expect(none.out).toBe('Nothing is scheduled\n');
    } finally {
      await hub.stop();
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  });
});
