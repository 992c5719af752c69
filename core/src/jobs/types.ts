import type { Kysely } from 'kysely';
import type { HubContext } from '../plugin.ts';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'canceled';

export interface JobProgress {
  done: number;
  total: number;
  [key: string]: unknown;
}

export interface JobRecord<P = unknown, R = unknown> {
  id: string;
  orgId: string | null;
  type: string;
  status: JobStatus;
  payload: P;
  progress: JobProgress | null;
  checkpoint: unknown;
  result: R | null;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface EnqueueOptions {
  orgId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
  /** A second enqueue with the same key while the first is not finished returns the first job's id. */
  uniqueKey?: string;
}

/** One run of a job, handed to its handler. */
export interface JobRun<P = any> {
  id: string;
  type: string;
  orgId: string | null;
  payload: P;
  attempt: number;
  /** What the last run saved with `saveCheckpoint`, or null on the first run: resume from here. */
  checkpoint: unknown;
  hub: HubContext;
  signal: AbortSignal;
  progress(p: JobProgress): Promise<void>;
  /**
   * Saves the resume point. Pass the transaction that wrote the work it covers, so the work and
   * the checkpoint commit together and a crash never doubles or loses it. It throws (rolling that
   * transaction back) when this run no longer holds the job: canceled, or taken over after its lease
   * ran out. Report `progress` after the transaction: the job row stays locked until it commits.
   *
   * `Kysely<any>`: the transaction of any plugin, typed (contract v2) or not (v1); an untyped
   * `Transaction<any>` is assignable to no typed `Kysely<…>`, every typed one is to this.
   */
  saveCheckpoint(state: unknown, trx?: Kysely<any>): Promise<void>;
}

export type JobHandler<P = any, R = unknown> = (run: JobRun<P>) => Promise<R>;

export interface JobQueue {
  enqueue(type: string, payload: unknown, opts?: EnqueueOptions): Promise<string>;
  get(id: string, orgId?: string | null): Promise<JobRecord | null>;
  cancel(id: string, orgId?: string | null): Promise<boolean>;
  /** Waits until the job is completed, failed or canceled (tests and CLI). */
  wait(id: string, timeoutMs?: number): Promise<JobRecord>;
}
