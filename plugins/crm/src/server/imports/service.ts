import {
  badRequest,
  conflict,
  forOrg,
  fromJson,
  type JobRun,
  newId,
  notFound,
  toIso,
  toJson,
} from '@ecohub/core';
import Papa from 'papaparse';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportCsvBody,
  type ImportStarted,
  type ImportStatus,
  type ImportUndone,
  importCsvSchema,
} from '../../shared/index.ts';
import type { CrmHub } from '../hub.ts';
import { mapHeaders } from './headers.ts';
import { IMPORT_JOB, type ImportJobParts, importCsvJob, jobCounts, rowCounts } from './job.ts';
import { cellOf, parseCsv } from './parse.ts';
import { keepParsed } from './parsed.ts';
import { type UndoOptions, undoImport } from './undo.ts';

/** CSV imports: start, status, failed rows, undo, and the job that runs them. */
export function importService(hub: CrmHub, parts: ImportJobParts) {
  const byJob = async (orgId: string, jobId: string) => {
    const imp = await forOrg(hub.db, orgId)
      .selectFrom('crmImports')
      .selectAll()
      .where('jobId', '=', jobId)
      .executeTakeFirst();
    if (!imp) throw notFound('Import not found');
    return imp;
  };

  return {
    /** Checks the file, stores it and queues the import job; answers the job id and a preview. */
    async start(orgId: string, userId: string | null, body: ImportCsvBody): Promise<ImportStarted> {
      const input = importCsvSchema.parse(body);
      const parsed = parseCsv(input.csvData);
      const { headers, rows } = parsed;
      const { columns, used } = mapHeaders(headers, input.mapping);
      if (!columns.firstName && !columns.lastName && !columns.email)
        throw badRequest('No name or email column found in the CSV header', [
          { path: 'csvData', message: `Columns found: ${headers.slice(0, 20).join(', ')}` },
        ]);
      // The preview shows the cells as read, valid or not: the job reports the invalid ones.
      const preview = rows.slice(0, IMPORT_PREVIEW_ROWS).map((cells) => ({
        firstName: cellOf(cells, columns, 'firstName'),
        lastName: cellOf(cells, columns, 'lastName'),
        email: cellOf(cells, columns, 'email'),
        company: cellOf(cells, columns, 'company'),
      }));
      const importId = newId();
      await forOrg(hub.db, orgId)
        .insertInto('crmImports', {
          id: importId,
          filename: input.filename,
          headers: toJson(headers),
          mapping: toJson(input.mapping ?? {}),
          status: 'processing',
          totalRows: rows.length,
          createdBy: userId,
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      // The file belongs to the import just created (no organisation column of its own).
      await hub.db.insertInto('crmImportFiles').values({ importId, csvData: input.csvData }).execute();
      keepParsed(importId, parsed);
      const jobId = await hub.jobs.enqueue(IMPORT_JOB, { importId }, { orgId, maxAttempts: 5 });
      await forOrg(hub.db, orgId)
        .updateTable('crmImports')
        .set({ jobId })
        .where('id', '=', importId)
        .execute();
      return { jobId, preview, totalRows: rows.length, mapping: used };
    },

    /**
     * Spec 001 §7's import status. The counters come from the job's progress (GET /api/jobs/:id
     * reports the same), or from the import row for an import of an earlier version.
     */
    async status(orgId: string, jobId: string): Promise<ImportStatus> {
      const imp = await byJob(orgId, jobId);
      const job = await hub.jobs.get(jobId, orgId);
      let status: ImportStatus['status'] = imp.status === 'completed' ? 'completed' : 'processing';
      let error: string | null = null;
      if (status !== 'completed' && job && (job.status === 'failed' || job.status === 'canceled')) {
        status = 'failed';
        error = job.error ?? 'The import job stopped';
      }
      const counts = jobCounts(job) ?? rowCounts(imp);
      return {
        jobId,
        filename: imp.filename,
        status,
        processed_rows: counts.processed,
        total_rows: Number(imp.totalRows),
        successful_imports: counts.successful,
        failed_imports: counts.failed,
        created: counts.created,
        updated: counts.updated,
        undone: imp.undoneAt !== null,
        error,
      };
    },

    /** The failed rows as CSV: row number, reason, then the row's original cells. */
    async failuresCsv(orgId: string, jobId: string): Promise<{ filename: string; csv: string }> {
      const imp = await byJob(orgId, jobId);
      // The failures of the import just found in the caller's organisation.
      const rows = await hub.db
        .selectFrom('crmImportFailures')
        .select(['rowNumber', 'reason', 'data'])
        .where('importId', '=', imp.id)
        .orderBy('rowNumber')
        .execute();
      const data = rows.map((r) => [String(r.rowNumber), r.reason, ...fromJson<string[]>(r.data, [])]);
      const base = imp.filename.replace(/\.csv$/i, '');
      return {
        filename: `${base}-failed-rows.csv`,
        csv: Papa.unparse([['Row', 'Reason', ...fromJson<string[]>(imp.headers, [])], ...data], {
          escapeFormulae: true,
        }),
      };
    },

    /**
     * Undoes a completed import: removes the contacts it created and restores the fields it changed
     * on existing contacts, unless someone changed that field again since. Runs in short
     * transactions and resumes an undo cut short (see undo.ts); `opts` lets tests and benchmarks
     * watch (or break) each transaction.
     */
    async undo(
      orgId: string,
      jobId: string,
      actorId: string | null,
      opts: UndoOptions = {},
    ): Promise<ImportUndone> {
      const imp = await byJob(orgId, jobId);
      if (imp.status !== 'completed') throw conflict('The import is still running; undo it when it is done');
      if (imp.undoneAt) throw conflict('This import was already undone');
      return undoImport(hub, parts, { id: imp.id, orgId, filename: imp.filename }, actorId, opts);
    },

    /** The `crm.import-csv` job. */
    run: (run: JobRun<{ importId: string }>) => importCsvJob(hub, parts, run),
  };
}

export type ImportService = ReturnType<typeof importService>;
