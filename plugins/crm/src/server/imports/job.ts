import { fromJson, type JobRecord, type JobRun, toIso } from '@ecohub/core';
import type { Selectable } from 'kysely';
import { crmActivityMessages } from '../../shared/activity-messages.ts';
import type { ActivityService } from '../activities/service.ts';
import { queueSearchMerge } from '../contacts/search-upkeep.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmTables } from '../db.ts';
import type { CrmHub } from '../hub.ts';
import { type BatchResult, planBatch } from './batch.ts';
import { mapHeaders } from './headers.ts';
import { parseCsv } from './parse.ts';
import { takeParsed } from './parsed.ts';
import type { ImportStatements } from './statements.ts';

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

/** The import's counters, in rows: processed = successful + failed, successful = created + updated. */
export type ImportCounts = BatchResult;

/** What the job saves with each batch: the next row, and the counters up to it. */
interface ImportCheckpoint {
  next: number;
  /** Absent in a checkpoint of an earlier version, which kept its counters on the import row. */
  counts?: ImportCounts;
}

type ImportRow = Selectable<CrmTables['crmImports']>;

/** The counters an import of an earlier version kept on its row (zero for newer imports). */
export const rowCounts = (imp: ImportRow): ImportCounts => ({
  processed: Number(imp.processedRows),
  successful: Number(imp.successfulImports),
  failed: Number(imp.failedImports),
  created: Number(imp.createdCount),
  updated: Number(imp.updatedCount),
});

/**
 * The counters as the job last reported them (`run.progress`, GET /api/jobs/:id), or null before
 * its first report.
 */
export function jobCounts(job: JobRecord | null): ImportCounts | null {
  const p = job?.progress as Partial<Record<keyof ImportCounts, unknown>> | null | undefined;
  if (!p || typeof p.processed !== 'number') return null;
  return {
    processed: p.processed,
    successful: Number(p.successful),
    failed: Number(p.failed),
    created: Number(p.created),
    updated: Number(p.updated),
  };
}

const add = (a: ImportCounts, b: ImportCounts): ImportCounts => ({
  processed: a.processed + b.processed,
  successful: a.successful + b.successful,
  failed: a.failed + b.failed,
  created: a.created + b.created,
  updated: a.updated + b.updated,
});

export interface ImportJobParts {
  contacts: ContactService;
  activities: ActivityService;
  statements: ImportStatements;
}

/**
 * The CSV import job. Each batch's rows and the checkpoint (the next row and the counters so far)
 * commit in one transaction, so a hub killed mid-import resumes after the last committed batch with
 * exact counters: nothing lost, nothing doubled. After each commit the job reports
 * `{ done, total, processed, successful, failed, created, updated }` with `run.progress`: the one
 * place the counters are read from (GET /api/jobs/:id, the import status).
 */
export async function importCsvJob(
  hub: CrmHub,
  parts: ImportJobParts,
  run: JobRun<{ importId: string }>,
): Promise<unknown> {
  // By id (the job's payload): the job belongs to the import's organisation (enqueued with it).
  const imp = await hub.db
    .selectFrom('crmImports')
    .selectAll()
    .where('id', '=', run.payload.importId)
    .executeTakeFirst();
  if (!imp || imp.status === 'completed') return null;
  const { headers, rows, rowNumbers } = takeParsed(imp.id) ?? parseCsv(await storedFile(hub, imp.id));
  const { columns } = mapHeaders(headers, fromJson(imp.mapping, {}));
  const ctx = {
    hub,
    statements: parts.statements,
    orgId: imp.orgId,
    importId: imp.id,
    columns,
    contactCount: await parts.contacts.count(imp.orgId),
  };
  const cp = run.checkpoint as ImportCheckpoint | null;
  let next = cp?.next ?? 0;
  let counts = cp?.counts ?? rowCounts(imp);
  let size = FIRST_BATCH;
  const report = () => run.progress({ done: next, total: rows.length, ...counts });
  await report();

  while (next < rows.length) {
    if (run.signal.aborted) throw new Error('Import interrupted');
    const batch = rows.slice(next, next + size);
    const start = next;
    const plan = await planBatch(ctx, batch, rowNumbers.slice(start, start + batch.length));
    const after = add(counts, plan.result);
    let began = 0;
    await hub.db.transaction().execute(async (trx) => {
      // From when the transaction has the connection (not while another one still holds it).
      began = performance.now();
      await plan.write(trx);
      await run.saveCheckpoint({ next: start + batch.length, counts: after } satisfies ImportCheckpoint, trx);
    });
    size = nextBatchSize(batch.length, performance.now() - began);
    ctx.contactCount += plan.result.created;
    next += batch.length;
    counts = after;
    // After the commit: the job row stays locked until then.
    await report();
  }

  await hub.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('crmImports')
      .set({ status: 'completed', finishedAt: toIso(hub.clock.now()) })
      .where('id', '=', imp.id)
      .execute();
    await trx.deleteFrom('crmImportFiles').where('importId', '=', imp.id).execute();
    await parts.activities.record(
      imp.orgId,
      {
        type: 'import_completed',
        params: {
          filename: imp.filename,
          created: counts.created,
          updated: counts.updated,
          failed: counts.failed,
        },
        messages: crmActivityMessages,
        actorId: imp.createdBy,
      },
      trx,
    );
  });
  // Many new rows in the trigram index: its segments are merged in the background.
  await queueSearchMerge(hub).catch((err) => hub.log.warn({ err }, 'could not queue the search index merge'));
  return { created: counts.created, updated: counts.updated, failed: counts.failed };
}

async function storedFile(hub: CrmHub, importId: string): Promise<string> {
  const file = await hub.db
    .selectFrom('crmImportFiles')
    .select('csvData')
    .where('importId', '=', importId)
    .executeTakeFirstOrThrow();
  return file.csvData;
}
