import path from 'node:path';
import { type Hub as CoreHub, coreServices } from '@ecohub/core';
import {
  FakeClock,
  type HubChild,
  hubOn,
  type SharedDatabase,
  sharedDatabase,
  startHubChild,
  testDialects,
} from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { UNDO_LEASE_MS } from '../imports/undo.ts';
import crm from '../index.ts';
import { crmOf } from './fixtures.ts';

const crashChild = path.join(import.meta.dirname, 'crash-child.ts');
const open = (shared: SharedDatabase, clock?: FakeClock) => hubOn(shared.open(), [crm], clock);

const EXISTING = 600;
const CREATED = 1500;
const pre = (i: number) => `pre-${String(i).padStart(4, '0')}`;

type Hub = CoreHub;

/** 600 contacts, an import that changes each (company, phone) and creates 1,500; every 10th edited since. */
async function importedOrg(hub: Hub): Promise<{ orgId: string; jobId: string }> {
  const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Undo Crash Co' });
  await hub.ctx.db
    .insertInto('crm_contacts')
    .values(
      Array.from({ length: EXISTING }, (_, i) => ({
        id: pre(i),
        orgId: org.id,
        firstName: `E${i}`,
        company: 'Old',
        email: `e${i}@example.com`,
        emailKey: `e${i}@example.com`,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })),
    )
    .execute();
  const lines = ['First Name,Email,Company,Phone'];
  for (let i = 0; i < EXISTING; i++) lines.push(`E${i},e${i}@example.com,New ${i},p${i}`);
  for (let i = 0; i < CREATED; i++) lines.push(`N${i},n${i}@example.com,Made ${i},`);
  const { jobId } = await crmOf(hub).imports.start(org.id, null, {
    csvData: lines.join('\n'),
    filename: 'big.csv',
  });
  await hub.ctx.jobs.wait(jobId, 60_000);
  for (let i = 0; i < EXISTING; i += 10)
    await hub.ctx.db
      .updateTable('crm_contacts')
      .set({ company: 'Edited' })
      .where('id', '=', pre(i))
      .execute();
  return { orgId: org.id, jobId };
}

const contactsOf = (hub: Hub, orgId: string) =>
  hub.ctx.db
    .selectFrom('crm_contacts')
    .select(['id', 'company', 'phone'])
    .where('orgId', '=', orgId)
    .orderBy('id')
    .execute();

const undoneActivities = (hub: Hub, orgId: string) =>
  hub.ctx.db
    .selectFrom('crm_activities')
    .select('description')
    .where('orgId', '=', orgId)
    .where('type', '=', 'import_undone')
    .execute();

describe.each(testDialects)('an import undo killed mid-way on %s', (dialect) => {
  it('is finished by the next request once its lease runs out, with the whole undo’s totals', async () => {
    const shared = await sharedDatabase(dialect);
    let child: HubChild | undefined;
    try {
      const setup = await open(shared);
      await setup.start();
      const { orgId, jobId } = await importedOrg(setup);
      await setup.stop();

      child = startHubChild(crashChild, [
        'undo',
        shared.url,
        orgId,
        jobId,
        ...(shared.schema ? [shared.schema] : []),
      ]);
      let stdout = '';
      const running = child;
      // Killed after its first removal: restores done, removals begun.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The undo never got going: ${running.stderr()}`)),
          60_000,
        );
        running.process.stdout?.on('data', (d) => {
          stdout += String(d);
          if (stdout.includes('remove ')) {
            clearTimeout(timer);
            resolve();
          }
        });
        running.process.once('exit', () =>
          reject(new Error(`The hub process exited early: ${running.stderr()}`)),
        );
      });
      child.kill();
      await child.exited;
      expect(stdout).not.toContain('done');

      const watcher = await open(shared);
      try {
        const mid = await contactsOf(watcher, orgId);
        expect(mid.length).toBeGreaterThan(EXISTING);
        expect(mid.length).toBeLessThan(EXISTING + CREATED);
        expect(await undoneActivities(watcher, orgId)).toEqual([]);
        // The dead process still holds the undo until its lease runs out.
        await expect(crmOf(watcher).imports.undo(orgId, jobId, null)).rejects.toMatchObject({
          status: 409,
          message: expect.stringMatching(/being undone/),
        });
      } finally {
        await watcher.stop();
      }

      const hub = await open(shared, new FakeClock(Date.now() + UNDO_LEASE_MS + 5000));
      try {
        expect(await crmOf(hub).imports.undo(orgId, jobId, null)).toEqual({
          removed: CREATED,
          restored: EXISTING,
        });
        expect(await contactsOf(hub, orgId)).toEqual(
          Array.from({ length: EXISTING }, (_, i) => ({
            id: pre(i),
            company: i % 10 === 0 ? 'Edited' : 'Old',
            phone: '',
          })),
        );
        expect(await undoneActivities(hub, orgId)).toEqual([
          {
            description: `Undid import big.csv: ${CREATED.toLocaleString('en')} removed, ${EXISTING} restored`,
          },
        ]);
        await expect(crmOf(hub).imports.undo(orgId, jobId, null)).rejects.toMatchObject({ status: 409 });
      } finally {
        await hub.stop();
      }
    } finally {
      child?.kill();
      await shared.drop();
    }
  }, 120_000);
});
