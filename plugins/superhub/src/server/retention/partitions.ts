import { sql } from 'kysely';
import type { SuperhubDb } from '../hub.ts';

/**
 * PostgreSQL's monthly partitions of superhub_events (created by the 2026-11-25T30 migration):
 * `superhub_events_pYYYYMM` for [first instant of the month, first instant of the next), in ISO
 * text as received_at stores times, and `superhub_events_default` for anything outside them.
 */

/** Months created ahead of the current one, so ingestion never waits on DDL. */
export const MONTHS_AHEAD = 3;
// Serialises the partition DDL of several hub processes (the same key in each).
const PARTITION_LOCK = 7345025;

const monthStart = (y: number, m0: number) => new Date(Date.UTC(y, m0, 1)).toISOString();
export const partitionName = (d: Date) =>
  `superhub_events_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The partitions of superhub_events in this schema, with the month each covers (default: null). */
export async function listPartitions(db: SuperhubDb): Promise<{ name: string; from: string | null }[]> {
  const r = await sql<{ name: string }>`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
      join pg_namespace n on n.oid = p.relnamespace
    where p.relname = 'superhub_events' and n.nspname = current_schema()
    order by c.relname`.execute(db);
  return r.rows.map(({ name }) => {
    const m = /^superhub_events_p(\d{4})(\d{2})$/.exec(name);
    return { name, from: m ? monthStart(Number(m[1]), Number(m[2]) - 1) : null };
  });
}

/**
 * Creates the partitions of `now`'s month and the `MONTHS_AHEAD` next ones that do not exist.
 * Rows that landed in the default partition for such a month (a clock ahead of the schedule) are
 * moved into the new partition in the same transaction. Answers the partitions created.
 */
export function ensurePartitions(db: SuperhubDb, now: Date): Promise<string[]> {
  return ensureMonths(db, now, MONTHS_AHEAD + 1);
}

/** Creates the monthly partitions of `count` months from `start`'s month that do not exist. */
export async function ensureMonths(db: SuperhubDb, start: Date, count: number): Promise<string[]> {
  const now = start;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    const existing = new Set((await listPartitions(trx)).map((p) => p.name));
    const created: string[] = [];
    for (let i = 0; i < count; i++) {
      const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + i);
      const to = monthStart(now.getUTCFullYear(), now.getUTCMonth() + i + 1);
      const name = partitionName(new Date(from));
      if (existing.has(name)) continue;
      // Created detached, filled from the default partition, then attached: attaching checks that
      // the default partition holds nothing of its range any more.
      await sql`create table ${sql.id(name)} (like superhub_events including defaults)`.execute(trx);
      await sql`with moved as (delete from superhub_events_default
          where received_at >= ${from} and received_at < ${to} returning *)
        insert into ${sql.id(name)} select * from moved`.execute(trx);
      await sql`alter table superhub_events attach partition ${sql.id(name)}
        for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(trx);
      created.push(name);
    }
    return created;
  });
}

/**
 * Drops the monthly partitions wholly older than `cutoff` (their month ends at or before it).
 * Answers the partitions dropped. A drop briefly locks the parent table: it waits at most 5 s for
 * the lock (a long read in the way), then gives up until the next run.
 */
export async function dropPartitionsBefore(db: SuperhubDb, cutoff: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const p of await listPartitions(db)) {
    if (!p.from) continue;
    const start = new Date(p.from);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    if (end > cutoff) continue;
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '5s'`.execute(trx);
      await sql`drop table if exists ${sql.id(p.name)}`.execute(trx);
    });
    dropped.push(p.name);
  }
  return dropped;
}
