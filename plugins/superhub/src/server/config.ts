import { z } from 'zod';
import { DEFAULT_EVENTS_PER_MINUTE } from '../shared/index.ts';

/**
 * Read from the environment at start (empty = unset) and validated like core's configuration;
 * a bad value stops the hub with "Invalid configuration of plugin 'superhub': …".
 */
export const superhubConfig = z.object({
  /** Events accepted per application and minute; raised for a busy ecosystem or a benchmark. */
  SUPERHUB_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_EVENTS_PER_MINUTE),
  /**
   * Milliseconds a group commit waits for more requests when the previous commit answered several
   * (concurrent load); a lone request's commit never waits. Bigger commits under load: fewer
   * database round trips and transactions per event. 0: never waits. Unset: commitDelayOf's
   * default for the hub's database.
   */
  SUPERHUB_COMMIT_DELAY_MS: z.coerce.number().int().min(0).max(100).optional(),
  /**
   * Months of events kept (0, the default: every event). A daily job removes older ones: SQLite
   * deletes them in batches; PostgreSQL drops each monthly partition once its month is wholly past.
   */
  SUPERHUB_EVENT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
});

export type SuperhubConfig = z.infer<typeof superhubConfig>;

/**
 * The commit delay when SUPERHUB_COMMIT_DELAY_MS is unset: 3 ms on PostgreSQL, where every commit
 * is a round trip and a WAL flush that a bigger group shares; none on SQLite, where a commit is
 * in-process and (WAL, synchronous=NORMAL) flushes nothing, so waiting only adds latency: with
 * 50 connections, `bench/ingest.ts` stored 10,600 events/s with 3 ms and 21,500 without.
 */
export const commitDelayOf = (settings: SuperhubConfig, dialect: 'sqlite' | 'postgres'): number =>
  settings.SUPERHUB_COMMIT_DELAY_MS ?? (dialect === 'postgres' ? 3 : 0);
