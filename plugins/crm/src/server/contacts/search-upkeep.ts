import type { Dialect } from '@ecohub/core';
import { type Kysely, sql } from 'kysely';
import type { CrmHub } from '../hub.ts';

/** The job that merges the trigram index's segments (SQLite; nothing to do on PostgreSQL). */
export const SEARCH_MERGE_JOB = 'crm.search-merge';
/** Nightly in full; after each import and undo, only what FTS5 itself would merge (`incremental`). */
export const SEARCH_MERGE_CRON = '40 3 * * *';
/** One merge step's work, in index pages: a short write transaction (tens of milliseconds). */
const PAGES_PER_STEP = 500;

/**
 * Merges the trigram index (`crm_contacts_text`) toward one segment, a step at a time. FTS5 writes
 * each batch of inserts as a new segment and a delete as a tombstone; it merges them only as more
 * arrive, so after many imports and undos a phrase query reads many lists: on 1,000,000 contacts,
 * "son42" took 33 ms to count against 1.8 ms once merged (and its search 68 ms against 13 ms).
 * FTS5's `optimize` would merge all at once, holding the write lock for half a minute at that size;
 * 'merge' with a negative page count does the same work in steps, each its own transaction, so
 * requests and imports write between them. Ends when a step finds nothing left to merge (FTS5
 * changes fewer than two rows then), when `signal` is aborted, or after rewriting about twice the
 * index's pages (`budget`): a delete leaves a tombstone in the merged segment, and a segment with
 * tombstones is rewritten whole, so deletes arriving while it runs (an undo of 60,000 contacts in
 * batches) had it rewrite 1,000,000 contacts' index over and over (12,000 steps, 24 GB of WAL). The
 * run after that undo, queued when it completes, merges what is left.
 *
 * After an import or an undo the merge is `incremental`: a positive page count merges only levels
 * holding several segments (FTS5's own automerge, carried on), never the merged bulk of the index.
 * In full, after a 20,000-row import into 1,000,000 contacts it rewrote the whole index (about
 * 200 MB, 68 s of steps) and the next import ran at a third of its speed meanwhile; the nightly run
 * merges in full.
 */
export async function mergeSearchIndex(
  hub: { db: Kysely<any>; dialect: Dialect },
  signal?: AbortSignal,
  { incremental = false }: { incremental?: boolean } = {},
): Promise<{ steps: number }> {
  if (hub.dialect !== 'sqlite') return { steps: 0 };
  const pages = await sql<{ n: number }>`select count(*) as n from crm_contacts_text_data`.execute(hub.db);
  const budget = mergeBudget(Number(pages.rows[0]?.n));
  let steps = 0;
  while (!signal?.aborted && steps < budget) {
    const changed = await hub.db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select total_changes() as n`.execute(trx);
      await sql`insert into crm_contacts_text (crm_contacts_text, rank)
        values ('merge', ${incremental ? PAGES_PER_STEP : -PAGES_PER_STEP})`.execute(trx);
      const after = await sql<{ n: number }>`select total_changes() as n`.execute(trx);
      return Number(after.rows[0]?.n) - Number(before.rows[0]?.n);
    });
    steps++;
    if (changed < 2) break;
    // Requests and other jobs first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { steps };
}

/** The job's payload: incremental after an import or undo; none (in full) from the nightly schedule. */
export interface SearchMergePayload {
  incremental?: boolean;
}

/** The most steps of one run: twice the index's pages (a whole rewrite and then some), and two more. */
export const mergeBudget = (pages: number) => Math.ceil((2 * pages) / PAGES_PER_STEP) + 2;

/** Queues the merge once (one at a time across the hub's processes). */
export const queueSearchMerge = (hub: Pick<CrmHub, 'jobs' | 'dialect'>) =>
  hub.dialect === 'sqlite'
    ? hub.jobs.enqueue(SEARCH_MERGE_JOB, { incremental: true } satisfies SearchMergePayload, {
        uniqueKey: SEARCH_MERGE_JOB,
        maxAttempts: 3,
      })
    : Promise.resolve(null);
