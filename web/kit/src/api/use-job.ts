import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './request.ts';

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'canceled';

/** GET /api/jobs/:id (mirrors core's `JobView`; the web kit does not import server code). */
export interface JobView {
  id: string;
  type: string;
  state: JobState;
  progress: { done: number; total: number } | null;
  counts: Record<string, number>;
  error: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export const isJobFinished = (state: JobState | undefined): boolean =>
  state === 'completed' || state === 'failed' || state === 'canceled';

/** How often a running job is asked again; the server keeps no connection open for progress. */
export const JOB_POLL_MS = 1000;

export const jobQueryKey = (id: string) => [`/api/jobs/${encodeURIComponent(id)}`] as const;

/**
 * The one progress channel of every long task: polls the job until it is completed, failed or
 * canceled, then stops. `null` (no job started yet) asks nothing.
 */
export function useJob(id: string | null, opts: { pollMs?: number; headers?: Record<string, string> } = {}) {
  return useQuery({
    queryKey: jobQueryKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) =>
      apiRequest<JobView>('GET', jobQueryKey(id ?? '')[0], { signal, headers: opts.headers }),
    // Spec 000 §7 turns timers off by default; a running job is the exception.
    staleTime: 0,
    refetchInterval: (q) => (isJobFinished(q.state.data?.state) ? false : (opts.pollMs ?? JOB_POLL_MS)),
  });
}

/** 0–100 for a progress bar, or null while the total is unknown. */
export function jobPercent(job: JobView | undefined): number | null {
  if (!job) return null;
  if (job.state === 'completed') return 100;
  if (!job.progress || job.progress.total <= 0) return null;
  return Math.min(100, Math.round((job.progress.done / job.progress.total) * 100));
}
