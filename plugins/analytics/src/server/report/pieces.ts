import { forOrg } from '@ecohub/core';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
import { dayNumber, dayText, halvesOf, type Piece } from '../rollups/blocks.ts';
import { emptySketch, encodeSketch, mergeEncoded, type Sketch } from '../sketch/hll.ts';

/** Binary order of two strings (the database's "C" order; no locale). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A rollup row of one piece (a day or a block) of a period. */
export interface PieceRow {
  siteId: string;
  key: string;
  span: number;
  /** The day, or the block's first day. */
  at: string;
  hits: number | string;
  revenue: number | string;
  sketch?: string | null;
}

/** Marks a block built without rows (no events in its days): never a site id. */
const EMPTY = '(empty)';
const CHUNK = 200;
const pieceId = (p: Piece) => `${p.span}\u0000${p.start}`;

/** Exactly the blocks asked for (the span and start lists let the primary key be probed). */
const exactly = (blocks: Piece[]) => (eb: ExpressionBuilder<any, any>) =>
  eb.or(blocks.map((b) => eb.and([eb('span', '=', b.span), eb('start', '=', b.start)])));

export interface SumRow {
  siteId: string;
  key: string;
  hits: number | string;
  revenue: number | string;
  previousHits: number | string;
  previousRevenue: number | string;
}

/**
 * The rows of an organisation's pieces of one dimension: days from analytics_daily, blocks from
 * analytics_blocks — a missing block is built first from its halves (recursively, down to days)
 * and stored, so the next read finds it (rollups/blocks.ts). Only closed blocks are asked for.
 */
export function pieceReader(hub: AnalyticsHub) {
  const readPieces = async (
    orgId: string,
    dimension: string,
    pieces: Piece[],
    opts: { sketches: boolean; keys?: string[] },
  ): Promise<PieceRow[]> => {
    if (opts.keys && !opts.keys.length) return [];
    const days = pieces.filter((p) => p.span === 1).map((p) => p.start);
    const blocks = pieces.filter((p) => p.span > 1);
    const scope = forOrg(hub.db, orgId);
    const cols = ['siteId', 'key', 'hits', 'revenue'] as const;
    const [daily, blocked]: [unknown[], unknown[]] = await Promise.all([
      days.length
        ? (() => {
            let q = scope
              .selectFrom('analyticsDaily')
              .select([...cols, 'day as at'])
              .where('dimension', '=', dimension)
              .where('day', 'in', days);
            if (opts.sketches) q = q.select('sketch');
            if (opts.keys) q = q.where('key', 'in', opts.keys);
            return q.execute();
          })()
        : [],
      blocks.length
        ? (() => {
            let q = scope
              .selectFrom('analyticsBlocks')
              .select([...cols, 'start as at', 'span'])
              .where('dimension', '=', dimension)
              .where('siteId', '!=', EMPTY)
              .where('span', 'in', [...new Set(blocks.map((b) => b.span))])
              .where('start', 'in', [...new Set(blocks.map((b) => b.start))])
              .where(exactly(blocks));
            if (opts.sketches) q = q.select('sketch');
            if (opts.keys) q = q.where('key', 'in', opts.keys);
            return q.execute();
          })()
        : [],
    ]);
    const rows = daily as PieceRow[];
    for (const d of rows) d.span = 1;
    for (const b of blocked as PieceRow[]) rows.push(b);
    return rows;
  };

  /** Builds and stores the blocks among `pieces` that are not stored yet. */
  const ensure = async (orgId: string, dimension: string, pieces: Piece[]): Promise<void> => {
    const wanted = pieces.filter((p) => p.span > 1);
    if (!wanted.length) return;
    const stored = new Set<string>();
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const part = wanted.slice(i, i + CHUNK);
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('analyticsBlocks')
        .select(['span', 'start'])
        .distinct()
        .where('dimension', '=', dimension)
        .where('span', 'in', [...new Set(part.map((b) => b.span))])
        .where('start', 'in', [...new Set(part.map((b) => b.start))])
        .execute();
      for (const r of rows) stored.add(pieceId({ span: Number(r.span), start: r.start }));
    }
    const missing = wanted.filter((p) => !stored.has(pieceId(p)));
    if (!missing.length) return;
    const halves = missing.flatMap(halvesOf);
    await ensure(orgId, dimension, halves);
    const parentOf = (r: PieceRow) => {
      const n = dayNumber(r.at);
      const span = Number(r.span) * 2;
      return pieceId({ span, start: dayText(n - (n % span)) });
    };
    const built = new Map<
      string,
      {
        span: number;
        start: string;
        siteId: string;
        key: string;
        hits: number;
        revenue: number;
        sketch: Sketch | null;
      }
    >();
    for (const p of missing)
      built.set(`${pieceId(p)}\u0000${EMPTY}\u0000`, {
        ...p,
        siteId: EMPTY,
        key: '',
        hits: 0,
        revenue: 0,
        sketch: null,
      });
    for (let i = 0; i < halves.length; i += CHUNK)
      for (const r of await readPieces(orgId, dimension, halves.slice(i, i + CHUNK), { sketches: true })) {
        const parent = parentOf(r);
        const id = `${parent}\u0000${r.siteId}\u0000${r.key}`;
        let row = built.get(id);
        if (!row) {
          const [span, start] = parent.split('\u0000') as [string, string];
          row = {
            span: Number(span),
            start,
            siteId: r.siteId,
            key: r.key,
            hits: 0,
            revenue: 0,
            sketch: null,
          };
          built.set(id, row);
        }
        row.hits += Number(r.hits);
        row.revenue += Number(r.revenue);
        if (r.sketch) row.sketch = mergeEncoded(row.sketch ?? emptySketch(), r.sketch);
      }
    // In key order: concurrent reads that build the same blocks (a page asks for several periods at
    // once) then insert them in one order, so on PostgreSQL one waits for the other and skips its
    // rows instead of the two deadlocking on each other's (which failed a read with 500).
    const values = [...built.values()]
      .sort(
        (a, b) => a.span - b.span || cmp(a.start, b.start) || cmp(a.siteId, b.siteId) || cmp(a.key, b.key),
      )
      .map((b) => ({
        ...b,
        dimension,
        sketch: b.sketch ? encodeSketch(b.sketch) : null,
      }));
    for (let i = 0; i < values.length; i += CHUNK)
      await forOrg(hub.db, orgId)
        .insertInto('analyticsBlocks', values.slice(i, i + CHUNK))
        .onConflict((oc) => oc.doNothing())
        .execute();
  };

  return {
    /**
     * Sums per (site, key) of the pieces, those from `from` on (the current period) apart from
     * the others, added up by the database.
     */
    async sums(
      orgId: string,
      dimension: string,
      pieces: Piece[],
      from: string,
      top?: number,
    ): Promise<SumRow[]> {
      await ensure(orgId, dimension, pieces);
      const days = pieces.filter((p) => p.span === 1).map((p) => p.start);
      const blocks = pieces.filter((p) => p.span > 1);
      const parts = [];
      if (days.length)
        parts.push(sql`select site_id, key, day as at, hits, revenue from analytics_daily
          where org_id = ${orgId} and dimension = ${dimension} and day in (${sql.join(days)})`);
      if (blocks.length)
        parts.push(sql`select site_id, key, start as at, hits, revenue from analytics_blocks
          where org_id = ${orgId} and dimension = ${dimension} and site_id != ${EMPTY}
          and span in (${sql.join([...new Set(blocks.map((b) => b.span))])})
          and start in (${sql.join([...new Set(blocks.map((b) => b.start))])})
          and (${sql.join(
            blocks.map((b) => sql`(span = ${b.span} and start = ${b.start})`),
            sql` or `,
          )})`);
      if (!parts.length) return [];
      // Cross-tenant by key: both parts are scoped to the organisation above.
      const sums = sql`select site_id, key,
          sum(case when at >= ${from} then hits else 0 end) as hits,
          sum(case when at >= ${from} then revenue else 0 end) as revenue,
          sum(case when at >= ${from} then 0 else hits end) as previous_hits,
          sum(case when at >= ${from} then 0 else revenue end) as previous_revenue
        from (${sql.join(parts, sql` union all `)}) pieces group by site_id, key`;
      // Only each site's `top` keys of the period (most hits first, then by key): the rows
      // answered stay bounded however many keys (page paths) the sites have.
      const { rows } = top
        ? await sql<SumRow>`select site_id, key, hits, revenue, previous_hits, previous_revenue from (
            select s.*, row_number() over (partition by site_id order by hits desc, key) as n from (${sums}) s
          ) ranked where n <= ${top}`.execute(hub.db)
        : await sql<SumRow>`${sums}`.execute(hub.db);
      return rows;
    },
    async read(
      orgId: string,
      dimension: string,
      pieces: Piece[],
      opts: { sketches: boolean; keys?: string[] },
    ): Promise<PieceRow[]> {
      await ensure(orgId, dimension, pieces);
      return readPieces(orgId, dimension, pieces, opts);
    },
  };
}
