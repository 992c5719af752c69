import { type DemoSeedContext, forOrg } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { DEFAULT_GOALS } from '../../shared/goals.ts';
import type { TrafficSource } from '../../shared/sources.ts';
import type { AnalyticsHub } from '../hub.ts';
import { dayOf } from '../report/periods.ts';
import { DIM } from '../rollups/dimensions.ts';
import { FUNNEL_JOIN } from '../rollups/funnel.ts';
import { addToSketch, emptySketch, encodeSketch, type Sketch } from '../sketch/hll.ts';
import { exactUnion } from './exact-union.ts';
import { random } from './random.ts';

/**
 * Spec 001 §9's sample analytics, for the default period (the last 30 days): the demo shows them
 * exactly; the other periods show what the same generated history adds up to.
 */
const SAMPLE = { visitors: 89_394, revenue: 847_293, conversion: 9.3, activeUsers: 12_847 };
const WINDOW = 30;
const HISTORY = 365;
const DAY = 86_400_000;
const PAGES: [string, number][] = [
  ['/', 0.45],
  ['/pricing', 0.2],
  ['/blog', 0.25],
  ['/contact', 0.1],
];
/** Share of visits per source and how much it grew over the year (so the sources' growth differs). */
const SOURCES: [TrafficSource, number, number][] = [
  ['organic', 0.42, 0.25],
  ['direct', 0.22, 0.05],
  ['social', 0.14, 1.2],
  ['referral', 0.12, 0.1],
  ['email', 0.07, 0.3],
  ['paid', 0.03, -0.2],
];

interface Row {
  siteId: string;
  day: string;
  dimension: string;
  key: string;
  hits: number;
  revenue: number;
  sketch: string | null;
}

/** `seed --demo`: a year of rollups for the demo organisation's sites (its ecosystem apps). */
export async function seedDemoAnalytics(hub: AnalyticsHub, { orgId }: DemoSeedContext): Promise<void> {
  const sites = await hub.use(ecosystemService).apps.list(orgId);
  if (sites.length === 0) return;
  const rand = random(16);
  const now = hub.clock.now().getTime();
  const weights = sites.map(() => 0.5 + rand());
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const price = sites.map(() => 0.6 + rand() * 0.8);

  const visitors = exactUnion(SAMPLE.visitors);
  const converters = exactUnion(Math.round((SAMPLE.visitors * SAMPLE.conversion) / 100));
  const users = exactUnion(SAMPLE.activeUsers);
  const cells: {
    site: number;
    age: number;
    ids: string[];
    visitors: Sketch;
    signup: Sketch;
    paid: Sketch;
    users: Sketch;
    signups: number;
    payments: number;
  }[] = [];
  const perDay = SAMPLE.visitors / WINDOW;

  for (let age = 0; age < HISTORY; age++) {
    const trend = age < WINDOW ? 0.93 : 0.97 - (0.45 * age) / HISTORY;
    const weekday = 1 + 0.12 * Math.sin((age * 2 * Math.PI) / 7);
    for (let s = 0; s < sites.length; s++) {
      const n = Math.round(
        ((perDay * trend * weekday * (weights[s] ?? 1)) / weightSum) * (0.95 + rand() * 0.1),
      );
      const cell = {
        site: s,
        age,
        ids: [] as string[],
        visitors: emptySketch(),
        signup: emptySketch(),
        paid: emptySketch(),
        users: emptySketch(),
        signups: 0,
        payments: 0,
      };
      for (let k = 0; k < n; k++) {
        const id = `demo-${age}-${s}-${k}`;
        cell.ids.push(id);
        addToSketch(cell.visitors, id);
        if (age < WINDOW) visitors.add(id);
        if (k < n * 0.088) {
          addToSketch(cell.signup, id);
          cell.signups++;
          if (age < WINDOW) converters.add(id);
          if (k < n * 0.088 * 0.38) {
            addToSketch(cell.paid, id);
            cell.payments++;
          }
        }
      }
      // Signed-in users come back on several days: drawn from a pool that drifts over the year.
      for (let k = 0; k < n * 0.42; k++) {
        const id = `user-${Math.floor(age * 40 + rand() * SAMPLE.activeUsers * 0.95)}`;
        addToSketch(cell.users, id);
        if (age < WINDOW) users.add(id);
      }
      cells.push(cell);
    }
  }

  // Top up the default period to the exact sample figures.
  const recent = cells.filter((c) => c.age < WINDOW);
  for (let i = 0; !visitors.done() && i < 500_000; i++) {
    const c = recent[i % recent.length];
    const id = `demo-extra-${i}`;
    if (c && visitors.offer(id)) {
      addToSketch(c.visitors, id);
      c.ids.push(id);
    }
  }
  for (let i = 0; !converters.done() && i < 500_000; i++) {
    const c = recent[i % recent.length];
    const id = c?.ids[c.ids.length - 1 - Math.floor(i / recent.length)];
    if (c && id && converters.offer(id)) {
      addToSketch(c.signup, id);
      c.signups++;
    }
  }
  for (let i = 0; !users.done() && i < 500_000; i++) {
    const c = recent[i % recent.length];
    const id = `user-extra-${i}`;
    if (c && users.offer(id)) addToSketch(c.users, id);
  }

  // Revenue: the sample total split over the default period's payments, cent-exact.
  const totalCents = SAMPLE.revenue * 100;
  const weightOf = (c: (typeof cells)[number]) => c.payments * (price[c.site] ?? 1);
  const recentWeight = recent.reduce((n, c) => n + weightOf(c), 0);
  const revenue = new Map<(typeof cells)[number], number>();
  let given = 0;
  for (const c of recent) {
    const cents = Math.floor((totalCents * weightOf(c)) / recentWeight);
    revenue.set(c, cents);
    given += cents;
  }
  const richest = recent.reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  revenue.set(richest, (revenue.get(richest) ?? 0) + totalCents - given);
  const centsPerWeight = totalCents / recentWeight;

  const rows: Row[] = [];
  for (const c of cells) {
    const siteId = sites[c.site]?.id ?? '';
    const day = dayOf(new Date(now - c.age * DAY));
    const cents = revenue.get(c) ?? Math.round(weightOf(c) * centsPerWeight);
    const views = Math.round(c.ids.length * 2.3);
    const row = (dimension: string, key: string, hits: number, sketch: Sketch | null, rev = 0) =>
      rows.push({
        siteId,
        day,
        dimension,
        key,
        hits,
        revenue: rev,
        sketch: sketch ? encodeSketch(sketch) : null,
      });
    row(DIM.site, '', views, c.visitors, cents);
    for (const [path, share] of PAGES) row(DIM.page, path, Math.round(views * share), null);
    const sinceStart = 1 - c.age / HISTORY;
    for (const [source, share, growth] of SOURCES)
      row(DIM.source, source, Math.round(c.ids.length * 1.1 * share * (1 + growth * sinceStart)), null);
    row(DIM.event, 'signup', c.signups, c.signup);
    row(DIM.event, 'payment.succeeded', c.payments, c.paid, cents);
    row(DIM.user, '', 0, c.users);
    // The default funnel, in order: visitors, those of them who signed up, then paid.
    const [page, signup, paid] = DEFAULT_GOALS.funnelSteps;
    const signedUp = Math.min(c.signups, c.ids.length);
    row(DIM.funnel, `${page}`, c.ids.length, null);
    row(DIM.funnel, [page, signup].join(FUNNEL_JOIN), signedUp, null);
    row(DIM.funnel, [page, signup, paid].join(FUNNEL_JOIN), Math.min(c.payments, signedUp), null);
  }

  // One transaction: the year replaces the organisation's rollups whole or not at all (and
  // PostgreSQL commits once, not once per insert of 500 rows).
  await hub.db.transaction().execute(async (trx: AnalyticsHub['db']) => {
    const scope = forOrg(trx, orgId);
    await scope.deleteFrom('analyticsDaily').execute();
    // Blocks are built again from the new days on the next read.
    await scope.deleteFrom('analyticsBlocks').execute();
    for (let i = 0; i < rows.length; i += 500)
      await scope.insertInto('analyticsDaily', rows.slice(i, i + 500)).execute();
  });
}
