import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { hubOn, sharedDatabase } from '../test/shared-db.ts';
import { importService } from './service.ts';
import { UNDO_LEASE_MS } from './undo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');

const EXISTING = 600;
const CREATED = 1500;
const pre = (i: number) => `pre-${String(i).padStart(4, '0')}`;

type Hub = Awaited<ReturnType<typeof hubOn>>;

/** 600 contacts, an import that changes each (company, phone) and creates 1,500; every 10th edited since. */
async function importedOrg(hub: Hub): Promise<{ orgId: string; jobId: string }> {
  const org = await hub.ctx.services<any>('core').orgs.create({ name: 'Undo Crash Co' });
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
  const { jobId } = await importService(hub.ctx).start(org.id, null, {
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
    let child: ChildProcess | undefined;
    try {
      const setup = await hubOn(shared.url, shared.schema);
      await setup.start();
      const { orgId, jobId } = await importedOrg(setup);
      await setup.stop();

      child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'undo-crash-child.ts'),
          shared.url,
          orgId,
          jobId,
          ...(shared.schema ? [shared.schema] : []),
        ],
        { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stderr?.on('data', (d) => {
        stderr += String(d);
      });
      const exited = new Promise((r) => child?.once('exit', r));
      // Killed after its first removal: restores done, removals begun.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The undo never got going: ${stderr}`)), 60_000);
        child?.stdout?.on('data', (d) => {
          stdout += String(d);
          if (stdout.includes('remove ')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child?.once('exit', () => reject(new Error(`The hub process exited early: ${stderr}`)));
      });
      child.kill('SIGKILL');
      await exited;
      expect(stdout).not.toContain('done');

      const watcher = await hubOn(shared.url, shared.schema);
      try {
        const mid = await contactsOf(watcher, orgId);
        expect(mid.length).toBeGreaterThan(EXISTING);
        expect(mid.length).toBeLessThan(EXISTING + CREATED);
        expect(await undoneActivities(watcher, orgId)).toEqual([]);
        // The dead process still holds the undo until its lease runs out.
        await expect(importService(watcher.ctx).undo(orgId, jobId, null)).rejects.toMatchObject({
          status: 409,
          message: expect.stringMatching(/being undone/),
        });
      } finally {
        await watcher.stop();
      }

      const hub = await hubOn(shared.url, shared.schema, new FakeClock(Date.now() + UNDO_LEASE_MS + 5000));
      try {
        expect(await importService(hub.ctx).undo(orgId, jobId, null)).toEqual({
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
          { description: `Undid import big.csv: ${CREATED} removed, ${EXISTING} restored` },
        ]);
        await expect(importService(hub.ctx).undo(orgId, jobId, null)).rejects.toMatchObject({ status: 409 });
      } finally {
        await hub.stop();
      }
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await shared.drop();
    }
  }, 120_000);
});
