import type { AnalyticsHub } from '../hub.ts';
import { DIM } from './dimensions.ts';
import type { Increment } from './increments.ts';

/** Joins the steps reached into a rollup key (and a progress row's `reached`). */
export const FUNNEL_JOIN = '\u001f';
const DAY_MS = 86_400_000;

/** The visitors of one site and day: the steps each reached, and those changed since the last write. */
interface Group {
  orgId: string;
  siteId: string;
  day: string;
  reached: Map<string, string>;
  changed: Map<string, string>;
}

export interface FunnelProgress {
  /**
   * The funnel row an event adds: when the event is the visitor's next step (in order, the same
   * day), one more visitor-day has reached the steps so far — counted under the key of those steps,
   * so a report sums exact ordered counts from the rollups. Null when the event is no next step.
   */
  advance(
    e: { orgId: string; siteId: string; day: string; event: string },
    visitor: string,
    steps: readonly string[],
  ): Increment | null | Promise<Increment | null>;
  /**
   * `advance` without the row: the key of the steps the visitor reached with this event, or null.
   * The event handler counts it into the cell it already holds (no increment object per event).
   */
  reach(
    orgId: string,
    siteId: string,
    day: string,
    event: string,
    visitor: string,
    steps: readonly string[],
  ): string | null | Promise<string | null>;
  /** Writes the progress changed since the last call (in the flush's transaction). */
  write(trx: AnalyticsHub['db']): Promise<void>;
}

/**
 * How far each visitor of the day went through their site's funnel. Visitor ids are per day
 * (rollups/visitor.ts), so a funnel counts visitor-days: a step counts a visitor who did every
 * step before it, in order, earlier that day. Kept in memory for the last two days and written to
 * analytics_funnel_progress at each flush (a restarted process reads its day back); a progress of
 * only the first step when that step is a page view is not written (every visitor has one: that
 * would be a row per visit), so after a restart such a visitor starts again at their next page view.
 * Rows older than yesterday are deleted.
 */
export function funnelProgress(hub: AnalyticsHub): FunnelProgress {
  const groups = new Map<string, Group | Promise<Group>>();
  let dirty = new Set<Group>();
  let latest = '';
  let purged = '';
  const prefixes = new WeakMap<readonly string[], string[]>();

  const prefixesOf = (steps: readonly string[]): string[] => {
    let p = prefixes.get(steps);
    if (!p) {
      p = steps.map((_, i) => steps.slice(0, i + 1).join(FUNNEL_JOIN));
      prefixes.set(steps, p);
    }
    return p;
  };

  const load = async (orgId: string, siteId: string, day: string): Promise<Group> => {
    // Cross-tenant by key: the organisation is part of the primary key.
    const rows = await hub.db
      .selectFrom('analyticsFunnelProgress')
      .select(['visitor', 'reached'])
      .where('orgId', '=', orgId)
      .where('siteId', '=', siteId)
      .where('day', '=', day)
      .execute();
    return {
      orgId,
      siteId,
      day,
      reached: new Map(rows.map((r) => [r.visitor, r.reached])),
      changed: new Map(),
    };
  };

  /** Each site's latest loaded group (site ids are unique): most events need no key built. */
  const latestOf = new Map<string, Group>();
  const groupOf = (orgId: string, siteId: string, day: string): Group | Promise<Group> => {
    const last = latestOf.get(siteId);
    if (last !== undefined && last.day === day && last.orgId === orgId) return last;
    const id = `${orgId}\u0000${siteId}\u0000${day}`;
    let g = groups.get(id);
    if (g !== undefined && !(g instanceof Promise)) latestOf.set(siteId, g);
    if (!g) {
      const loading = load(orgId, siteId, day).then((m) => {
        if (groups.get(id) === loading) groups.set(id, m);
        return m;
      });
      groups.set(id, loading);
      g = loading;
      if (day > latest) {
        latest = day;
        const keep = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
        for (const k of groups.keys()) if ((k.split('\u0000')[2] ?? '') < keep) groups.delete(k);
        for (const [s, m] of latestOf) if (m.day < keep) latestOf.delete(s);
      }
    }
    return g;
  };

  const step = (g: Group, event: string, visitor: string, steps: readonly string[]): string | null => {
    const keys = prefixesOf(steps);
    const current = g.reached.get(visitor);
    // Progress against another definition (the funnel changed since) starts over.
    const n = current === undefined ? 0 : keys.indexOf(current) + 1;
    if (n >= steps.length || steps[n] !== event) return null;
    const reached = keys[n] as string;
    g.reached.set(visitor, reached);
    if (n > 0 || steps[0] !== 'page') {
      g.changed.set(visitor, reached);
      dirty.add(g);
    }
    return reached;
  };
  const rowOf = (e: { orgId: string; siteId: string; day: string }, key: string | null): Increment | null =>
    key === null
      ? null
      : { orgId: e.orgId, siteId: e.siteId, day: e.day, dimension: DIM.funnel, key, hits: 1, revenue: 0 };

  const progress: FunnelProgress = {
    advance(e, visitor, steps) {
      const key = progress.reach(e.orgId, e.siteId, e.day, e.event, visitor, steps);
      return key instanceof Promise ? key.then((k) => rowOf(e, k)) : rowOf(e, key);
    },
    reach(orgId, siteId, day, event, visitor, steps) {
      if (!steps.length || !steps.includes(event)) return null;
      const g = groupOf(orgId, siteId, day);
      return g instanceof Promise
        ? g.then((m) => step(m, event, visitor, steps))
        : step(g, event, visitor, steps);
    },
    async write(trx) {
      const rows = [];
      for (const g of dirty) {
        for (const [visitor, reached] of g.changed)
          rows.push({ orgId: g.orgId, siteId: g.siteId, day: g.day, visitor, reached });
        g.changed = new Map();
      }
      dirty = new Set();
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('analyticsFunnelProgress')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) =>
            oc.columns(['orgId', 'siteId', 'day', 'visitor']).doUpdateSet((eb) => ({
              reached: eb.ref('excluded.reached'),
            })),
          )
          .execute();
      if (latest && purged !== latest) {
        purged = latest;
        const keep = new Date(Date.parse(`${latest}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
        // Cross-tenant on purpose: progress of past days is of no use to anyone.
        await trx.deleteFrom('analyticsFunnelProgress').where('day', '<', keep).execute();
      }
    },
  };
  return progress;
}
