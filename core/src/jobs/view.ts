import type { JobRecord, JobStatus } from './types.ts';

/** What GET /api/jobs/:id answers, and what the web kit's `useJob(id)` returns. */
export interface JobView {
  id: string;
  type: string;
  state: JobStatus;
  /** `{ done, total }` as the handler last reported it, null before its first report. */
  progress: { done: number; total: number } | null;
  /** The other numbers the handler reported with its progress (`{ created: 10, skipped: 2 }`). */
  counts: Record<string, number>;
  error: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export function jobView(job: JobRecord): JobView {
  const { done, total, ...rest } = job.progress ?? { done: 0, total: 0 };
  const counts: Record<string, number> = {};
  for (const [k, v] of Object.entries(rest)) if (typeof v === 'number') counts[k] = v;
  return {
    id: job.id,
    type: job.type,
    state: job.status,
    progress: job.progress ? { done, total } : null,
    counts,
    error: job.error,
    result: job.result,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    finishedAt: job.finishedAt,
  };
}
