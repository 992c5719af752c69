import type { Schedule } from '@ecohub/core';
import { type RawBuilder, sql } from 'kysely';
import type { SuperhubDb, SuperhubHub } from '../hub.ts';
import { dropPartitionsBefore, ensurePartitions } from './partitions.ts';

/** Daily: next months' partitions (PostgreSQL), and events past the retention removed. */
export const RETENTION_JOB = 'superhub.events-retention';
export const retentionSchedule: Schedule = { name: RETENTION_JOB, cron: '23 2 * * *', job: RETENTION_JOB };

/** Rows deleted per statement: each batch commits alone, so ingestion never waits long behind it. */
export const DELETE_BATCH = 5_000;

export interface RetentionResult {
  /** PostgreSQL: partitions created and dropped. */
  created: string[];
  dropped: string[];
  /** Rows deleted one by one (SQLite's events; PostgreSQL's default partition), and keys. */
  deleted: number;
  keysDeleted: number;
}

/** `months` before `now` (the same day and time; the month's last day when it has fewer days). */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

async function deleteInBatches(db: SuperhubDb, statement: RawBuilder<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number((await statement.execute(db)).numAffectedRows ?? 0);
    total += n;
    if (n < DELETE_BATCH) return total;
  }
}

/**
 * Keeps `retentionMonths` months of events (0: keep every event). SQLite deletes older events in
 * batches of `DELETE_BATCH`. PostgreSQL creates the coming months' partitions, drops each monthly
 * partition whose month is wholly past the cutoff (so an event is kept up to one month longer than
 * the retention), deletes the rare rows of the default partition past it, and the idempotency keys
 * of the dropped months, in batches.
 */
export async function applyRetention(hub: SuperhubHub, retentionMonths: number): Promise<RetentionResult> {
  const db = hub.db;
  const now = hub.clock.now();
  const pg = hub.dialect === 'postgres';
  const result: RetentionResult = { created: [], dropped: [], deleted: 0, keysDeleted: 0 };
  if (pg) result.created = await ensurePartitions(db, now);
  if (retentionMonths <= 0) return result;
  const cutoff = retentionCutoff(now, retentionMonths);
  const iso = cutoff.toISOString();
  if (!pg) {
    result.deleted = await deleteInBatches(
      db,
      sql`delete from superhub_events where rowid in
        (select rowid from superhub_events where received_at < ${iso} limit ${DELETE_BATCH})`,
    );
    return result;
  }
  result.dropped = await dropPartitionsBefore(db, cutoff);
  // What the remaining partitions can hold starts at the cutoff's month.
  const kept = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), 1)).toISOString();
  result.deleted = await deleteInBatches(
    db,
    sql`delete from superhub_events_default where ctid = any(array(
      select ctid from superhub_events_default where received_at < ${kept} limit ${DELETE_BATCH}))`,
  );
  result.keysDeleted = await deleteInBatches(
    db,
    sql`delete from superhub_event_keys where ctid = any(array(
      select ctid from superhub_event_keys where received_at < ${kept} limit ${DELETE_BATCH}))`,
  );
  return result;
}
