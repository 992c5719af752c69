import path from 'node:path';
import { coreServices, fromJson, type Hub, num } from '@ecohub/core';
import {
  FakeClock,
  type HubChild,
  hubOn,
  type SharedDatabase,
  sharedDatabase,
  startHubChild,
  testDialects,
  until,
} from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import crm from '../index.ts';
import { crmHub, crmOf } from './fixtures.ts';

const crashChild = path.join(import.meta.dirname, 'crash-child.ts');
const open = (shared: SharedDatabase, clock?: FakeClock) => hubOn(shared.open(), [crm], clock);

/** 8,000 rows: 6,000 distinct emails (so 2,000 in-file duplicates), every 997th row invalid. */
function bigCsv(): string {
  const lines = ['First Name,Last Name,Email,Company'];
  for (let i = 0; i < 8000; i++) {
    const email = i % 997 === 0 ? `broken-${i}` : `person${i % 6000}@example.com`;
    lines.push(`Émile${i},Nuñez${i % 50},${email},"Co ${i % 300}, Ltd"`);
  }
  return lines.join('\n');
}

/** Everything an import leaves behind: its counters and the organisation's contacts. */
async function outcome(hub: Hub, orgId: string, jobId: string) {
  const status = await crmOf(hub).imports.status(orgId, jobId);
  const contacts = await hub.ctx.db
    .selectFrom('crm_contacts')
    .select(['email', 'firstName', 'lastName', 'company'])
    .where('orgId', '=', orgId)
    .orderBy('emailKey')
    .execute();
  const failures = await hub.ctx.db
    .selectFrom('crm_import_failures')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const { jobId: _j, ...counts } = status;
  return { counts, contacts, failures: num(failures.n) };
}

async function seedOrg(hub: Hub) {
  const core = hub.ctx.use(coreServices);
  const org = await core.orgs.create({ name: 'Crash Co' });
  // Existing contacts the import updates.
  for (let i = 0; i < 5; i++)
    await hub.ctx.db
      .insertInto('crm_contacts')
      .values({
        id: `pre-${i}`,
        orgId: org.id,
        firstName: 'Old',
        email: `person${i * 1000}@example.com`,
        emailKey: `person${i * 1000}@example.com`,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
  return org.id as string;
}

describe.each(testDialects)('a CSV import killed mid-way on %s', (dialect) => {
  it('resumes after restart and ends with exactly the counts and contacts of an uninterrupted import', async () => {
    const csvData = bigCsv();

    // The reference: the same file imported without interruption.
    const ref = await crmHub(dialect, { startJobs: true });
    const refOrg = await seedOrg(ref.hub);
    const refJob = await crmOf(ref.hub).imports.start(refOrg, null, { csvData, filename: 'big.csv' });
    await ref.hub.ctx.jobs.wait(refJob.jobId, 60_000);
    const expected = await outcome(ref.hub, refOrg, refJob.jobId);
    await ref.close();
    // The counters add up: 5,996 emails have a valid row, 5 of them existed, the other rows update.
    expect(expected.counts).toMatchObject({
      status: 'completed',
      total_rows: 8000,
      processed_rows: 8000,
      successful_imports: 7991,
      failed_imports: 9,
      created: 5991,
      updated: 2000,
    });

    const shared = await sharedDatabase(dialect);
    let child: HubChild | undefined;
    try {
      const setup = await open(shared);
      const orgId = await seedOrg(setup);
      const { jobId } = await crmOf(setup).imports.start(orgId, null, { csvData, filename: 'big.csv' });
      await setup.stop();

      child = startHubChild(crashChild, ['jobs', shared.url, ...(shared.schema ? [shared.schema] : [])]);

      // Killed once it has reported 2,000 rows (its progress follows each committed checkpoint).
      const watcher = await open(shared);
      await until(async () => {
        if (child?.process.exitCode !== null)
          throw new Error(`The hub process exited early: ${child?.stderr()}`);
        const job = await watcher.ctx.db
          .selectFrom('jobs')
          .select(['checkpoint', 'progress'])
          .where('id', '=', jobId)
          .executeTakeFirst();
        const saved = fromJson<{ next?: number } | null>(job?.checkpoint, null)?.next ?? 0;
        const reported = fromJson<{ done?: number } | null>(job?.progress, null)?.done ?? 0;
        return saved >= 2000 && reported >= 2000;
      }, 60_000);
      child.kill();
      await child.exited;
      const mid = await crmOf(watcher).imports.status(orgId, jobId);
      await watcher.stop();
      expect(mid.status).toBe('processing');
      expect(mid.processed_rows).toBeGreaterThanOrEqual(2000);
      expect(mid.processed_rows).toBeLessThan(8000);

      // SQLite requeues at start; on PostgreSQL the dead process's lease must run out first.
      const clock = dialect === 'postgres' ? new FakeClock(Date.now() + 60_000) : undefined;
      const hub = await open(shared, clock);
      try {
        await hub.start();
        const done = await hub.ctx.jobs.wait(jobId, 60_000);
        expect(done.status).toBe('completed');
        expect(done.attempts).toBe(2);
        expect(await outcome(hub, orgId, jobId)).toEqual(expected);
      } finally {
        await hub.stop();
      }
    } finally {
      child?.kill();
      await shared.drop();
    }
  }, 120_000);
});
