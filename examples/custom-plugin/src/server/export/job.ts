import type { JobRun } from '@ecohub/core';
import type { ExportResult } from '../../shared/jobs.ts';
import type { NoteStore } from '../notes/service.ts';

/** Notes rendered per step; progress is reported after each step (GET /api/jobs/:id, useJob). */
const STEP = 2;

/**
 * Renders the organisation's notes as Markdown. A long task runs as a job so the request that
 * starts it answers at once and the panel follows its progress.
 */
export async function exportNotes(run: JobRun, notes: NoteStore): Promise<ExportResult> {
  if (!run.orgId) throw new Error('An export belongs to an organisation');
  const all = (await notes.list(run.orgId)).reverse();
  const parts: string[] = [];
  for (let i = 0; i < all.length; i += STEP) {
    if (run.signal.aborted) throw new Error('Export canceled');
    for (const n of all.slice(i, i + STEP)) parts.push(`## ${n.title}\n\n${n.body}`.trim());
    await run.progress({ done: parts.length, total: all.length, exported: parts.length });
  }
  return { markdown: parts.join('\n\n'), notes: all.length };
}
