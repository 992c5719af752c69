import { type Param, prepareQuery } from '@ecohub/core';
import { type RawBuilder, sql } from 'kysely';
import type { CrmDb } from '../hub.ts';
import { packed } from './search-packed.ts';

/** What decides the SQL text of a list query; everything else is a bound value. */
export interface ListShape {
  column: 'created_at' | 'name_key' | 'value';
  desc: boolean;
  source: boolean;
  status: boolean;
  cursor: boolean;
  /** Rows to read: the page size + 1 (a bound LIMIT costs SQLite more than a literal one). */
  limit: number;
  /**
   * The search sorts early (before "m"): most keys sort after its range, so a walk tests the upper
   * bound of each range first and most rows fail at the first comparison.
   */
  early: boolean;
  /**
   * Rows a walk looks at: walkLength(limit) first; WALK_LONG when that fell short among many
   * matches; or a power of two up to WALK_DEEP sized from where the matches lie (`depth`).
   */
  walk: number;
  /**
   * Any part of the name or email (substring.ts): searches of three characters or more, answered
   * from the trigram index (`fts`) instead of the key ranges.
   */
  substring: boolean;
}

/**
 * Values of a list query: `org`, `source`, `status`, `afterValue`/`afterId` (the cursor), and
 * `name`/`nameEnd` and `email`/`emailEnd`, the ranges of the folded keys that start with the search
 * (binary collation: everything starting with v sorts between v and v + the last code point).
 */
export type ListParams = Record<string, unknown>;

type Run = (params: ListParams) => Promise<any[]>;

/** Below this many matches (counted from the key indexes), reading and sorting them all is cheap. */
export const FEW = 32;
/**
 * In name order, matches of the full name lie together in the walk's index: below this many
 * matches of the last name or email, `seek` reads those and takes the full-name matches from there.
 */
export const SEEK_OTHERS = 64;
/** A walk looks at this many rows in sort order per row of the page (within bounds) before giving up. */
const WALK_PER_ROW = 100;
const WALK_MIN = 1000;
const WALK_MAX = 10_000;
/**
 * A walk reads index entries only (every walk index is covering), about ten times cheaper than a
 * match read from the table and sorted: a long walk is worth trying when the matches are at least
 * a tenth of its length (LONG_MATCHES, counted from the key indexes).
 */
export const WALK_LONG = 20_000;
export const LONG_MATCHES = WALK_LONG / 10;
/**
 * The longest walk sized from where the matches lie (`depth`): about 100 ms of index entries, spent
 * in full only when contacts were not created in the order they were stored (a walk stops at its
 * page). The rowids it is sized from count other organisations' contacts too, so it is generous;
 * beyond it, reading the matches and sorting their keys costs less.
 */
export const WALK_DEEP = 524_288;
/**
 * A search by the start of a key (one or two characters: no trigram index to size the walk from)
 * in creation order walks this far before reading and sorting the matches (about 25 ms).
 */
export const WALK_KEYS = 131_072;
/** The first walk of a page: WALK_PER_ROW rows per row of the page, within bounds. */
export const walkLength = (limit: number) => Math.min(WALK_MAX, Math.max(WALK_MIN, WALK_PER_ROW * limit));

const col = (t: string, c: string) => sql.raw(`${t}.${c}`);

/**
 * The search: the start of the full name, the last name or the email, as key ranges; or (long
 * enough) any part of the full name or the email, tested on the walk's covering index.
 */
const matches = (p: Param, t: string, s: ListShape) => {
  if (s.substring)
    return sql`(instr(${col(t, 'name_key')}, ${p('name')}) > 0 or instr(${col(t, 'email_key')}, ${p('email')}) > 0)`;
  const range = (key: string, lo: string, hi: string) => {
    const above = sql`${col(t, key)} >= ${p(lo)}`;
    const below = sql`${col(t, key)} < ${p(hi)}`;
    return s.early ? sql`(${below} and ${above})` : sql`(${above} and ${below})`;
  };
  return sql`(${range('name_key', 'name', 'nameEnd')} or ${range('last_key', 'name', 'nameEnd')}
    or ${range('email_key', 'email', 'emailEnd')})`;
};

const filters = (p: Param, t: string, s: ListShape) =>
  sql.join(
    [
      ...(s.source ? [sql` and ${col(t, 'source')} = ${p('source')}`] : []),
      ...(s.status ? [sql` and ${col(t, 'status')} = ${p('status')}`] : []),
    ],
    sql``,
  );

const dir = (s: ListShape) => sql.raw(s.desc ? 'desc' : 'asc');
const op = (s: ListShape) => sql.raw(s.desc ? '<' : '>');

/** Rows after the cursor as one row value: a range on the sort index, not a filter. */
const afterRange = (p: Param, t: string, s: ListShape) =>
  s.cursor
    ? sql` and (${col(t, s.column)}, ${col(t, 'id')}) ${op(s)} (${p('afterValue')}, ${p('afterId')})`
    : sql``;

/** No search: the sort index, filtered, from the cursor on. */
const list = (p: Param, s: ListShape) => sql`
  select ${packed('c', s.column)} from crm_contacts as c
  where c.org_id = ${p('org')}${filters(p, 'c', s)}${afterRange(p, 'c', s)}
  order by c.${sql.raw(s.column)} ${dir(s)}, c.id ${dir(s)}
  limit ${sql.lit(s.limit)}`;

/**
 * The organisation's code in the trigram index (migration 2026-11-28T10-search-org): its number in
 * three private-use characters, one trigram whose list is exactly its contacts.
 */
export const orgCode = (n: number) =>
  String.fromCodePoint(0xe000 + ((n >> 24) & 4095), 0xe000 + ((n >> 12) & 4095), 0xe000 + (n & 4095));

/** The FTS5 query of a search of any part within the organisation of `code`. */
export const orgMatch = (code: string, fts: string) => `org : "${code}" AND (${fts})`;

/**
 * The organisation's number in the trigram index, and whether its contacts are stored in creation
 * order (migration 2026-11-28T20-search-order); none until its first contact.
 */
const orgNumber = (p: Param) => sql`select n, disordered from crm_search_orgs where org_id = ${p('org')}`;

/**
 * The trigram index's key of a contact's rowid, and the rowid of a key (the same function): blocks
 * of 1,024 rowids in reverse, in stored order within a block (migration 2026-11-28T20-search-order).
 * The index reads its lists from the start about a hundred times faster than from the end, and
 * newest first is from the start.
 */
const flip = (x: string) => sql.raw(`(((4503599627370496 - (${x} >> 10)) << 10) | (${x} & 1023))`);
const BLOCK = 1024;

/**
 * The organisation's contacts whose name or email contains the search (FTS5 trigram, `fts`: the
 * organisation's code AND the search, orgMatch). The org_id test stays, for tenancy's sake.
 */
// CROSS JOIN keeps the trigram index first: the other order tests the MATCH once per contact.
const textMatches = (p: Param, what = sql.raw('1')) => sql`select ${what} from crm_contacts_text as t
  cross join crm_contacts as x on x.rowid = ${flip('t.rowid')}
  where crm_contacts_text match ${p('fts')} and x.org_id = ${p('org')}`;

/**
 * Creation order, a search of any part: the rowids of the first `limit` matches in rowid order
 * (the trigram index reads its lists from either end and stops at the page), and the rowid of the
 * contact the walk starts from (the cursor's, or the organisation's newest or oldest by creation).
 * Contacts are appended as they are created, so how far those matches lie from the walk's start
 * in rowids says how long a walk would be. It only sizes the walk, which is exact or falls short
 * (then `union` answers).
 */
const depth = (p: Param, s: ListShape) => {
  const start = s.cursor
    ? sql`(select rowid from crm_contacts where id = ${p('afterId')})`
    : sql`(select rowid from crm_contacts indexed by ${sql.raw(SORT_INDEXES.created_at)}
      where org_id = ${p('org')} order by created_at ${dir(s)}, id ${dir(s)} limit 1)`;
  return sql`
  select x.rowid as r, ${start} as start from crm_contacts_text as t
  cross join crm_contacts as x on x.rowid = ${flip('t.rowid')}
  where crm_contacts_text match ${p('fts')} and x.org_id = ${p('org')}${filters(p, 'x', s)}${afterFilter(p, 'x', s)}
  order by t.rowid ${textDir(s)}
  limit ${sql.lit(s.limit)}`;
};

/** The trigram index's order for the sort's creation order: its keys run newest first. */
const textDir = (s: ListShape) => sql.raw(s.desc ? 'asc' : 'desc');

/**
 * Creation order, a search of any part, in an organisation whose contacts are stored in creation
 * order (rowid order never goes back in creation time: `disordered` is 0): the page without a walk.
 * `head` is the first `limit` matches in the trigram index's order after the cursor's contact (from
 * the start of its block: a key's block is exact, its place within the block is not). The index
 * runs block by block newest first, and in stored order within a block, so the head holds every
 * match of the blocks before its last one, and `tail` — the last block's 1,024 rows read from the
 * table newest first (their names and emails tested with `instr`) up to a page of matches — the
 * rest of the newest. `newest` are the first `limit` of both in stored order: every other match
 * after the cursor is either stored before them, so created no later (in the sort's direction)
 * than all of them, or stored on the other side of the cursor's contact, so created at the cursor's
 * own time. Only ties at those two times can come before them, and those are read from the
 * creation index (a tie is a batch stamped alike, an import's). The page is the first `limit` of
 * all, sorted. A cursor whose contact is gone bounds nothing (the head then skips the rows before
 * it by their keys). `cand` is read twice, so materialized; `+` keeps SQLite from scanning the
 * organisation's index for rows already in hand (36–80 ms instead of 0.3 ms at 100,000). Reading
 * the last block's matches from the index instead cost up to 2–4 ms where most of its rows match
 * ("person9": a trigram phrase is tested at each).
 */
const head = (p: Param, s: ListShape) => {
  const [first, last, edge] = s.desc ? ['>=', '<', 'min'] : ['<=', '>', 'max'];
  // The cursor's block in the index, and the cursor's contact in rowids (none when it is gone).
  const cursorBound = s.cursor
    ? sql` and t.rowid ${sql.raw(first)} coalesce(((select ${flip('c')} from cur) >> 10) << 10${sql.raw(s.desc ? '' : ' | 1023')}, ${sql.raw(s.desc ? '0' : '9223372036854775807')})`
    : sql``;
  const cursorRow = s.cursor
    ? sql` and x.rowid ${sql.raw(last)} coalesce((select c from cur), ${sql.raw(s.desc ? '9223372036854775807' : '-1')})`
    : sql``;
  const block = sql.raw(s.desc ? 'max' : 'min');
  return sql`
  with ${s.cursor ? sql`cur as (select rowid as c from crm_contacts where id = ${p('afterId')} and org_id = ${p('org')}),` : sql``}
  head as (
    select t.rowid as f from crm_contacts_text as t
    cross join crm_contacts as x on x.rowid = ${flip('t.rowid')}
    where crm_contacts_text match ${p('fts')} and x.org_id = ${p('org')}${cursorBound}${cursorRow}${filters(p, 'x', s)}${afterFilter(p, 'x', s)}
    order by t.rowid ${textDir(s)}
    limit ${sql.lit(s.limit)}
  ),
  edge as (select ${flip('b')} as lo from (select (${block}(f) >> 10) << 10 as b from head)),
  tail as (
    select x.rowid as r from crm_contacts as x
    where x.rowid between (select lo from edge) and (select lo from edge) + ${sql.lit(BLOCK - 1)}
      and +x.org_id = ${p('org')} and ${matches(p, 'x', s)}${cursorRow}${filters(p, 'x', s)}${afterFilter(p, 'x', s)}
    order by x.rowid ${dir(s)}
    limit ${sql.lit(s.limit)}
  ),
  cand as materialized (
    select x.rowid as r, x.created_at as at from crm_contacts as x
    where x.rowid in (select ${flip('f')} from head union select r from tail)
  ),
  newest as (select at from cand order by r ${dir(s)} limit ${sql.lit(s.limit)})
  select ${packed('c', s.column)} from crm_contacts as c
  where c.rowid in (
    select r from cand
    union
    select w.rowid from crm_contacts as w indexed by ${sql.raw(SORT_INDEXES.created_at)}
    where w.org_id = ${p('org')}
      and w.created_at in ((select ${sql.raw(edge)}(at) from newest)${s.cursor ? sql`, ${p('afterValue')}` : sql``})
      and ${matches(p, 'w', s)}${filters(p, 'w', s)}
  )${afterFilter(p, 'c', s)}
  order by +c.created_at ${dir(s)}, c.id ${dir(s)}
  limit ${sql.lit(s.limit)}`;
};

const keyRange = (p: Param, key: string, lo: string, hi: string, what = sql.raw('1')) =>
  sql`select ${what} from crm_contacts
    where org_id = ${p('org')} and ${sql.raw(key)} >= ${p(lo)} and ${sql.raw(key)} < ${p(hi)}`;

/**
 * How many contacts match, counted from the key indexes (a contact in two ranges counts twice):
 * `a` by the full name, up to FEW, and `b` by the last name or the email, up to SEEK_OTHERS. Below
 * FEW in all the matches are few enough to read and sort them all (`union`).
 */
const count = (p: Param, s: ListShape) =>
  s.substring
    ? sql`select (select count(*) from (${textMatches(p)} limit ${sql.lit(FEW)})) as a, 0 as b`
    : sql`select
  (select count(*) from (${keyRange(p, 'name_key', 'name', 'nameEnd')} limit ${sql.lit(FEW)})) as a,
  (select count(*) from (${keyRange(p, 'last_key', 'name', 'nameEnd')}
    union all ${keyRange(p, 'email_key', 'email', 'emailEnd')} limit ${sql.lit(SEEK_OTHERS)})) as b`;

/** The matches counted up to LONG_MATCHES: are they enough for a long walk to be worth it? */
const countMore = (p: Param, s: ListShape) =>
  s.substring
    ? sql`select count(*) as n from (${textMatches(p)} limit ${sql.lit(LONG_MATCHES)})`
    : sql`select count(*) as n from (
  ${keyRange(p, 'name_key', 'name', 'nameEnd')}
  union all ${keyRange(p, 'last_key', 'name', 'nameEnd')}
  union all ${keyRange(p, 'email_key', 'email', 'emailEnd')}
  limit ${sql.lit(LONG_MATCHES)})`;

/**
 * Many matches: walk the sort index from the cursor, at most `walk` rows (the creation-order
 * index covers the keys and filters: the walk reads no table row), keep the first `limit`
 * matching rowids in that order, and read only those rows. The walk yields a rowid for a match
 * and null otherwise, so it hands over one value per row. A full page is the exact answer; a
 * short one only says the walk was too short (rare matches), and `union` answers instead.
 */
// The walk's index, pinned: the planner must not trade it for another index and a sort.
const SORT_INDEXES = {
  created_at: 'crm_contacts_created_walk_idx',
  name_key: 'crm_contacts_name_key_walk_idx',
  value: 'crm_contacts_value_walk_idx',
} as const;

const walk = (p: Param, s: ListShape) => sql`
  select ${packed('c', s.column)} from crm_contacts as c
  where c.rowid in (
    select w.r from (
      select case when ${matches(p, 'w', s)}${filters(p, 'w', s)} then w.rowid end as r
      from crm_contacts as w indexed by ${sql.raw(SORT_INDEXES[s.column])}
      where w.org_id = ${p('org')}${afterRange(p, 'w', s)}
      order by w.${sql.raw(s.column)} ${dir(s)}, w.id ${dir(s)}
      limit ${sql.lit(s.walk)}
    ) as w
    where w.r is not null
    limit ${sql.lit(s.limit)}
  )
  order by +c.${sql.raw(s.column)} ${dir(s)}, c.id ${dir(s)}`;

/** Rows after the cursor as a filter on rows already in hand (not a range of an index). */
const afterFilter = (p: Param, t: string, s: ListShape) => {
  const c = col(t, s.column);
  return s.cursor
    ? sql` and (${c} ${op(s)} ${p('afterValue')} or (${c} = ${p('afterValue')} and ${col(t, 'id')} ${op(s)} ${p('afterId')}))`
    : sql``;
};

const rowid = sql.raw('rowid');

/**
 * Few matches (or a walk that fell short): their rowids from the key or trigram indexes, sorted by
 * their sort keys alone (SQLite keeps the best `limit` as it goes); only the page's rows are then
 * read whole and packed. `+` keeps SQLite from scanning an org_id index or walking the sort index
 * when the matches are already in hand.
 */
const union = (p: Param, s: ListShape) => sql`
  select ${packed('c', s.column)} from crm_contacts as c
  where c.rowid in (
    select m.rowid from crm_contacts as m
    where +m.org_id = ${p('org')} and m.rowid in (${
      s.substring
        ? textMatches(p, sql.raw('x.rowid'))
        : sql`
      ${keyRange(p, 'name_key', 'name', 'nameEnd', rowid)}
      union ${keyRange(p, 'last_key', 'name', 'nameEnd', rowid)}
      union ${keyRange(p, 'email_key', 'email', 'emailEnd', rowid)}`
    }
    )${filters(p, 'm', s)}${afterFilter(p, 'm', s)}
    order by +m.${sql.raw(s.column)} ${dir(s)}, m.id ${dir(s)}
    limit ${sql.lit(s.limit)}
  )
  order by +c.${sql.raw(s.column)} ${dir(s)}, c.id ${dir(s)}`;

/**
 * Name order, many full-name matches and few others: the full-name matches are one range of the
 * name walk's index, read from the cursor on for a page (the index covers the filters); the few
 * last-name and email matches are read and sorted (`union`); the page is the first of both.
 */
const seek = (p: Param, s: ListShape) => sql`
  select ${packed('c', s.column)} from crm_contacts as c
  where c.rowid in (
    select r from (
      select w.rowid as r from crm_contacts as w indexed by ${sql.raw(SORT_INDEXES.name_key)}
      where w.org_id = ${p('org')} and w.name_key >= ${p('name')} and w.name_key < ${p('nameEnd')}
        ${afterRange(p, 'w', s)}${filters(p, 'w', s)}
      order by w.name_key ${dir(s)}, w.id ${dir(s)}
      limit ${sql.lit(s.limit)}
    )
    union
    select r from (
      select o.rowid as r from crm_contacts as o
      where +o.org_id = ${p('org')} and o.rowid in (
        ${keyRange(p, 'last_key', 'name', 'nameEnd', rowid)}
        union ${keyRange(p, 'email_key', 'email', 'emailEnd', rowid)}
      )${filters(p, 'o', s)}${afterFilter(p, 'o', s)}
      order by +o.name_key ${dir(s)}, o.id ${dir(s)}
      limit ${sql.lit(s.limit)}
    )
  )
  order by +c.name_key ${dir(s)}, c.id ${dir(s)}
  limit ${sql.lit(s.limit)}`;

const BUILDERS = {
  list,
  walk,
  union,
  seek,
  count,
  countMore,
  depth,
  head,
  orgNumber,
};
export type ListPlan = keyof typeof BUILDERS;

const MAX_PLANS = 500;

/**
 * The list plans of one database, each compiled once per shape (a few per page size): at most
 * MAX_PLANS statements (page sizes are few in practice; the oldest goes first). Built once per hub
 * in the plugin's setup.
 */
export function sqlitePlans(db: CrmDb) {
  const plans = new Map<string, Run>();
  return {
    run(plan: ListPlan, s: ListShape, params: ListParams) {
      const key = `${plan}:${s.column}:${s.desc}:${s.source}:${s.status}:${s.cursor}:${s.limit}:${s.early}:${s.walk}:${s.substring}`;
      let run = plans.get(key);
      if (!run) {
        const build: (p: Param) => RawBuilder<any> = (p) => BUILDERS[plan](p, s);
        run = prepareQuery(db, (p) => ({ compile: () => build(p).compile(db) }));
        if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
        plans.set(key, run);
      }
      return run(params);
    },
  };
}
