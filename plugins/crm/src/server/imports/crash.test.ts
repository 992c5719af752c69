import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromJson, num } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { crmHub } from '../test/fixtures.ts';
import { hubOn, sharedDatabase } from '../test/shared-db.ts';
import { importService } from './service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');

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
async function outcome(hub: Awaited<ReturnType<typeof hubOn>>, orgId: string, jobId: string) {
  const status = await importService(hub.ctx).status(orgId, jobId);
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

async function seedOrg(hub: Awaited<ReturnType<typeof hubOn>>) {
  const core = hub.ctx.services<any>('core');
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
    const refOrg = await seedOrg(ref.hub as never);
    const refJob = await importService(ref.hub.ctx).start(refOrg, null, { csvData, filename: 'big.csv' });
    await ref.hub.ctx.jobs.wait(refJob.jobId, 60_000);
    const expected = await outcome(ref.hub as never, refOrg, refJob.jobId);
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
    let child: ChildProcess | undefined;
    try {
      const setup = await hubOn(shared.url, shared.schema);
      const orgId = await seedOrg(setup);
      const { jobId } = await importService(setup.ctx).start(orgId, null, { csvData, filename: 'big.csv' });
      await setup.stop();

      child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, '../test/crash-child.ts'),
          shared.url,
          ...(shared.schema ? [shared.schema] : []),
        ],
        {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr?.on('data', (d) => {
        stderr += String(d);
      });
      const exited = new Promise((r) => child?.once('exit', r));

      const watcher = await hubOn(shared.url, shared.schema);
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The hub process exited early: ${stderr}`);
        if (Date.now() > deadline) throw new Error('The import never got going');
        const job = await watcher.ctx.db
          .selectFrom('jobs')
          .select('checkpoint')
          .where('id', '=', jobId)
          .executeTakeFirst();
        if ((fromJson<{ next?: number } | null>(job?.checkpoint, null)?.next ?? 0) >= 2000) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      child.kill('SIGKILL');
      await exited;
      const mid = await importService(watcher.ctx).status(orgId, jobId);
      await watcher.stop();
      expect(mid.status).toBe('processing');
      expect(mid.processed_rows).toBeGreaterThanOrEqual(2000);
      expect(mid.processed_rows).toBeLessThan(8000);

      // SQLite requeues at start; on PostgreSQL the dead process's lease must run out first.
      const clock = dialect === 'postgres' ? new FakeClock(Date.now() + 60_000) : undefined;
      const hub = await hubOn(shared.url, shared.schema, clock);
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
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await shared.drop();
    }
  }, 120_000);
});
