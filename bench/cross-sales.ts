// Cross-sales (issue 20): the per-request computation of opportunities, the funnel and backlinks
// over one organisation's evidence at the sizes the peers' services answer at most — 22 apps, their
// matrix, BENCH_CONTACTS CRM contacts (20,000) and BENCH_EVENTS events (50,000, the SuperHub
// `events()` cap). The database reads are the peers' own indexed queries and are not measured here.
// Goal: p95 ≤ 250 ms for opportunities + metrics + backlinks together. Figures vary with the machine
// and its load (the bench machine is shared).
import type { ContactPerson } from '../plugins/crm/src/shared/services.ts';
import { computeBacklinks } from '../plugins/cross-sales/src/server/backlinks/compute.ts';
import type { Evidence } from '../plugins/cross-sales/src/server/data/evidence.ts';
import { attribute } from '../plugins/cross-sales/src/server/metrics/attribution.ts';
import { computeMetrics } from '../plugins/cross-sales/src/server/metrics/compute.ts';
import { computeOpportunities } from '../plugins/cross-sales/src/server/opportunities/compute.ts';
import type { CrossSellEntry, EcosystemApp } from '../plugins/ecosystem/src/shared/types.ts';
import type { EventFact } from '../plugins/superhub/src/shared/services.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 20_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const RUNS = 20;
const APPS = 22;
const NOW = Date.parse('2026-06-30T12:00:00Z');
const CATEGORIES = ['Brand', 'Real Estate', 'Wellness', 'Business', 'Impact'];

let seed = 42;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

const apps = Array.from({ length: APPS }, (_, i) => {
  const monthly = 19 + (i % 7) * 20;
  return {
    id: `app_${i}`,
    slug: `app-${i}`,
    name: `App ${i}`,
    appCategory: CATEGORIES[i % CATEGORIES.length],
    category: 'business',
    features: ['Feature A', 'Feature B'],
    pricing: { free: false, monthly, annual: monthly * 10, lifetime: monthly * 30, oneTime: 0 },
  } as unknown as EcosystemApp;
});
const matrix: CrossSellEntry[] = Array.from({ length: 14 }, (_, i) => ({
  id: `m${i}`,
  sourceAppId: `app_${i}`,
  targetAppId: `app_${(i + 3) % APPS}`,
  context: 'Context',
  incentive: '20% off',
  placement: 'Sidebar',
  priority: pick(['high', 'medium', 'low'] as const),
  createdAt: iso(0),
}));
const contacts: ContactPerson[] = Array.from({ length: CONTACTS }, (_, i) => ({
  id: `c${i}`,
  firstName: 'First',
  lastName: `Last${i}`,
  email: `person${i}@example.com`,
  source: `App ${i % APPS}`,
  status: rnd() < 0.1 ? 'customer' : 'lead',
  lastContactedAt: null,
  updatedAt: iso(rnd() * 90 * 86_400_000),
}));
const NAMES = [
  'page',
  'cross_sell.impression',
  'cross_sell.click',
  'user.signup',
  'payment.succeeded',
  'identify',
];
const events: EventFact[] = Array.from({ length: EVENTS }, () => {
  const app = pick(apps);
  const event = pick(NAMES);
  const user = `person${Math.floor(rnd() * CONTACTS * 1.5)}@example.com`;
  return {
    appId: app.id,
    source: event === 'payment.succeeded' ? 'server' : 'browser',
    event,
    status: 'ok',
    user: event === 'page' || event.startsWith('cross_sell') ? null : user,
    data:
      event === 'payment.succeeded'
        ? { amount: 4900, currency: 'USD' }
        : event.startsWith('cross_sell')
          ? { target: pick(apps).id }
          : rnd() < 0.2
            ? { xs: pick(apps).id }
            : {},
    occurredAt: iso(rnd() * 90 * 86_400_000),
  } as EventFact;
}).sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

const ev: Evidence = { now: new Date(NOW), apps, matrix, contacts, events, articles: [] };
const WARMUP = 3;
const times: number[] = [];
let opportunities = 0;
for (let i = 0; i < WARMUP + RUNS; i++) {
  const t0 = performance.now();
  const a = attribute(ev.events, new Set(apps.map((x) => x.id)));
  const opps = computeOpportunities(ev);
  const backlinks = computeBacklinks(ev, a);
  computeMetrics(ev, opps, a, backlinks.contentPieces.length);
  if (i >= WARMUP) times.push(performance.now() - t0);
  opportunities = opps.length;
}
times.sort((x, y) => x - y);
const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const p95 = p(0.95);
console.log(
  `cross-sales compute: ${APPS} apps, ${CONTACTS} contacts, ${EVENTS} events → ${opportunities} opportunities`,
);
console.log(
  `  p50 ${p(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ 250 ms) ${p95 <= 250 ? 'met' : 'NOT met'}`,
);
