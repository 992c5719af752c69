import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from '../db/connect.ts';
import type { Clock, HubContext, Schedule } from '../plugin.ts';
import type { JobHandler, JobQueue } from './types.ts';

export interface JobsOptions {
  db: Kysely<any>;
  dialect: Dialect;
  clock: Clock;
  log: Logger;
  handlers: Map<string, JobHandler>;
  schedules: Schedule[];
  hub: () => HubContext;
}

export interface Jobs {
  queue: JobQueue;
  /** Starts the worker loop and the schedules. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (bounded). */
  stop(): Promise<void>;
}

// Filled in by the jobs work (durable table, worker, schedules).
export function createJobs(_opts: JobsOptions): Jobs {
  const missing = () => {
    throw new Error('jobs are not built yet');
  };
  return {
    queue: { enqueue: missing, get: missing, cancel: missing, wait: missing },
    start: async () => {},
    stop: async () => {},
  };
}
