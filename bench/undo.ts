// Measures an import undo on a SQLite file (on PostgreSQL with TEST_DATABASE_URL, in a schema of its
// own): `node --import tsx bench/undo.ts [rows] [existing]`.
// Imports `rows` rows (the first `existing` of them update contacts the organisation already has),
// then undoes the import and prints the total time and the longest single undo transaction.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { coreServices } from '@ecohub/core';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import type { UndoOptions } from '../plugins/crm/src/server/imports/undo.ts';
import crm from '../plugins/crm/src/server/index.ts';
import type { CrmSetup } from '../plugins/crm/src/server/setup.ts';

// UNDO_SERVICE: another service module to measure (an earlier version's imports/service.ts, whose
// `importService(hub, opts)` predates plugin contract v2), for comparison.
const earlier: ((hub: unknown, opts: UndoOptions) => { undo: CrmSetup['imports']['undo'] }) | undefined =
  process.env.UNDO_SERVICE ? (await import(path.resolve(process.env.UNDO_SERVICE))).importService : undefined;
const cpuMs = (u: NodeJS.CpuUsage) => Math.round((u.user + u.system) / 1000);
const rows = Number(process.argv[2] ?? 50_000);
const existing = Number(process.argv[3] ?? 5_000);
const shared = await sharedDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
try {
  const hub = await hubOn(shared.open(), [crm]);
  await hub.start();
  const imports = (hub.running('crm').setup as CrmSetup).imports;
  const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Undo Co' });
  for (let i = 0; i < existing; i += 500) {
    await hub.ctx.db
      .insertInto('crm_contacts')
      .values(
        Array.from({ length: Math.min(500, existing - i) }, (_, k) => ({
          id: `pre-${i + k}`,
          orgId: org.id,
          firstName: 'Old',
          company: 'Old Co',
          email: `p${i + k}@example.com`,
          emailKey: `p${i + k}@example.com`,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
  }
  const lines = ['First Name,Last Name,Email,Company,Phone'];
  for (let i = 0; i < rows; i++)
    lines.push(`Émile${i},Nuñez${i % 50},p${i}@example.com,Co ${i % 300},555-${i}`);
  const importCpu = process.cpuUsage();
  const importStart = performance.now();
  const { jobId } = await imports.start(org.id, null, {
    csvData: lines.join('\n'),
    filename: 'big.csv',
  });
  await hub.ctx.jobs.wait(jobId, 600_000);
  const importMs = performance.now() - importStart;
  const importCpuMs = cpuMs(process.cpuUsage(importCpu));

  const txMs: number[] = [];
  const log: string[] = [];
  const opts: UndoOptions = {
    onUndoTransaction: ({ phase, rows, ms }) => {
      txMs.push(ms);
      log.push(`${phase[2]}${rows}:${Math.round(ms)}`);
    },
  };
  const undo = (orgId: string, id: string) =>
    earlier ? earlier(hub.ctx, opts).undo(orgId, id, null) : imports.undo(orgId, id, null, opts);
  // Another request while the undo runs: a one-row read 5 ms after the last one answered; its
  // latency counts from when it was due (a blocked event loop delays it too).
  let stop = false;
  const waits: number[] = [];
  const probe = (async () => {
    while (!stop) {
      const due = performance.now() + 5;
      await new Promise((r) => setTimeout(r, 5));
      await hub.ctx.db.selectFrom('crm_imports').select('id').limit(1).execute();
      waits.push(performance.now() - due);
    }
  })();
  await new Promise((r) => setTimeout(r, 20));
  // UNDO_PROF=file.cpuprofile: a CPU profile of the undo alone.
  const session = process.env.UNDO_PROF ? new Session() : undefined;
  const post = (m: string) => new Promise<any>((r, j) => session?.post(m, (e, v) => (e ? j(e) : r(v))));
  if (session) {
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await undo(org.id, jobId);
  const total = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (session) writeFileSync(process.env.UNDO_PROF!, JSON.stringify((await post('Profiler.stop')).profile));
  stop = true;
  await probe;
  const longest = txMs.length ? Math.max(...txMs) : total;
  console.log(
    JSON.stringify({
      rows,
      existing,
      res,
      totalMs: Math.round(total),
      cpuMs: cpuMs(cpu),
      importMs: Math.round(importMs),
      importCpuMs,
      transactions: txMs.length || 1,
      longestTxMs: Math.round(longest),
      longestOtherRequestWaitMs: Math.round(Math.max(...waits)),
      probes: waits.length,
      batches: process.env.UNDO_LOG ? log.join(' ') : undefined,
    }),
  );
  await hub.stop();
} finally {
  await shared.drop();
}
