import { fromJson, type JobRun, toIso } from '@ecohub/core';
import type { Kysely } from 'kysely';
import { activityService } from '../activities/service.ts';
import { contactService } from '../contacts/service.ts';
import { planBatch } from './batch.ts';
import { mapHeaders } from './headers.ts';
import { parseCsv } from './parse.ts';
import { takeParsed } from './parsed.ts';

export const IMPORT_JOB = 'crm.import-csv';
/**
 * Rows per batch adapt so each write transaction takes about TARGET_MS: large batches commit (and
 * rewrite index pages) less often, short transactions keep other writers on SQLite and the job's
 * heartbeat waiting briefly. The first batch is small to measure the machine.
 */
const TARGET_MS = 100;
const FIRST_BATCH = 1000;
const MIN_BATCH = 200;
const MAX_BATCH = 4000;

/** The next batch size from the last one and how long its transaction took. */
export function nextBatchSize(rows: number, ms: number): number {
  const scaled = Math.round((rows * TARGET_MS) / Math.max(ms, 1));
  // Grow at most twofold per batch; shrink at once when a transaction ran long.
  return Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.min(scaled, rows * 2)));
}

async function storedFile(db: Kysely<any>, importId: string): Promise<string> {
  const file = await db
    .selectFrom('crm_import_files')
    .select('csvData')
    .where('importId', '=', importId)
    .executeTakeFirstOrThrow();
  return file.csvData;
}

/**
 * The CSV import job. Each batch, its counters and the checkpoint commit in one transaction, so a
 * hub killed mid-import resumes after the last committed batch: nothing lost, nothing doubled.
 */
export async function importCsvJob(run: JobRun<{ importId: string }>): Promise<unknown> {
  const { hub } = run;
  const imp = await hub.db
    .selectFrom('crm_imports')
    .selectAll()
    .where('id', '=', run.payload.importId)
    .executeTakeFirst();
  if (!imp || imp.status === 'completed') return null;
  const { headers, rows, rowNumbers } = takeParsed(imp.id) ?? parseCsv(await storedFile(hub.db, imp.id));
  const { columns } = mapHeaders(headers, fromJson(imp.mapping, {}));
  const ctx = {
    hub,
    orgId: imp.orgId as string,
    importId: imp.id as string,
    columns,
    contactCount: await contactService(hub).count(imp.orgId),
  };
  let next = (run.checkpoint as { next?: number } | null)?.next ?? 0;
  let size = FIRST_BATCH;
  await run.progress({ done: next, total: rows.length });

  while (next < rows.length) {
    if (run.signal.aborted) throw new Error('Import interrupted');
    const batch = rows.slice(next, next + size);
    const start = next;
    const plan = await planBatch(hub.db, ctx, batch, rowNumbers.slice(start, start + batch.length));
    let began = 0;
    const r = await hub.db.transaction().execute(async (trx) => {
      // From when the transaction has the connection (not while another one still holds it).
      began = performance.now();
      await plan.write(trx);
      const res = plan.result;
      await trx
        .updateTable('crm_imports')
        .set((eb) => ({
          processedRows: eb('processedRows', '+', res.processed),
          successfulImports: eb('successfulImports', '+', res.successful),
          failedImports: eb('failedImports', '+', res.failed),
          createdCount: eb('createdCount', '+', res.created),
          updatedCount: eb('updatedCount', '+', res.updated),
        }))
        .where('id', '=', imp.id)
        .execute();
      await run.saveCheckpoint({ next: start + batch.length }, trx);
      return res;
    });
    size = nextBatchSize(batch.length, performance.now() - began);
    ctx.contactCount += r.created;
    next += batch.length;
    await run.progress({ done: next, total: rows.length });
  }

  return hub.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('crm_imports')
      .set({ status: 'completed', finishedAt: toIso(hub.clock.now()) })
      .where('id', '=', imp.id)
      .execute();
    await trx.deleteFrom('crm_import_files').where('importId', '=', imp.id).execute();
    const done = await trx
      .selectFrom('crm_imports')
      .selectAll()
      .where('id', '=', imp.id)
      .executeTakeFirstOrThrow();
    await activityService(hub).record(
      imp.orgId,
      {
        type: 'import_completed',
        description: `Imported ${imp.filename}: ${done.createdCount} created, ${done.updatedCount} updated, ${done.failedImports} failed`,
        actorId: imp.createdBy,
      },
      trx,
    );
    return { created: done.createdCount, updated: done.updatedCount, failed: done.failedImports };
  });
}
