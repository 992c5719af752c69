import { type DemoSeedContext, newId, toIso } from '@ecohub/core';
import { demoAppUrl, FALLBACK_ANALYTICS } from '../../shared/index.ts';
import type { AppPaymentRow, AppUserRow } from '../activity/service.ts';
import { cents } from '../apps/service.ts';
import type { EcosystemHub } from '../hub.ts';
import type { EcosystemSetup } from '../setup.ts';
import { DEMO_APPS } from './demo-apps.ts';
import { DEMO_BUNDLES, DEMO_CROSS_SELLS } from './demo-links.ts';

/** Users in two or more apps, so the cross-sell rate is 4354 / 12547 = 34.7 % (spec 000 §9). */
const MULTI_APP_USERS = 4354;
const DAY = 86400_000;

/** A small seeded generator, so every demo has the same figures. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The 22 applications (published) and the three bundles in an organisation; the apps' ids by slug.
 * `urlOf` gives each app its address: the public catalogue keeps its own, the demo's are served by
 * the hub itself.
 */
async function seedApps(
  eco: EcosystemSetup,
  orgId: string,
  urlOf: (slug: string) => string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const a of DEMO_APPS) {
    const url = urlOf(a.slug);
    const { app } = await eco.apps.create(orgId, {
      ...a,
      url,
      published: true,
      allowedOrigins: [new URL(url).origin],
    });
    ids.set(a.slug, app.id);
  }
  const names = new Map(DEMO_APPS.map((a) => [a.slug, a.name]));
  await eco.bundles.add(
    orgId,
    DEMO_BUNDLES.map((b) => ({ ...b, apps: b.apps.map((s) => names.get(s) ?? s) })),
  );
  return ids;
}

/**
 * The demo's ecosystem. The platform organisation (when it is not the demo's and has no
 * applications yet) gets the public catalogue: the 22 published applications and the three bundles,
 * no activity. The demo organisation, its own tenant, gets the same applications and bundles, the
 * cross-sell opportunities, and synthetic end-user activity and payments whose totals are the
 * spec's sample figures (12,547 users, $184,692 in the last 30 days, 34.7 % cross-sell) — computed,
 * not hard-coded, so every figure moves when the data does.
 */
export async function seedDemo(
  hub: EcosystemHub,
  { orgId }: DemoSeedContext,
  eco: EcosystemSetup,
): Promise<void> {
  const platformId = await eco.scopes.platformId();
  if (platformId && platformId !== orgId && (await eco.apps.count(platformId)) === 0)
    await seedApps(eco, platformId, (slug) => `https://${slug}.example.com`);
  // The demo organisation's apps answer at the hub's own address (plugins/demo-apps mounts them).
  const ids = await seedApps(eco, orgId, (slug) => demoAppUrl(hub.config.publicUrl, slug));
  const now = hub.clock.now();
  const idOf = (slug: string): string => {
    const id = ids.get(slug);
    if (!id) throw new Error(`Demo app '${slug}' is not seeded`);
    return id;
  };

  await eco.crossSells.add(
    orgId,
    DEMO_CROSS_SELLS.map((x) => ({
      sourceAppId: idOf(x.from),
      targetAppId: idOf(x.to),
      context: x.context,
      incentive: x.incentive,
      placement: x.placement,
      priority: x.priority,
    })),
  );

  // Free apps draw more users; paid ones fewer, the more they cost.
  const rnd = random(20261123);
  const weights = DEMO_APPS.map((a) => 1 / Math.sqrt(1 + (a.pricing?.monthly ?? 0) / 50));
  const sum = weights.reduce((s, w) => s + w, 0);
  const pick = (): number => {
    let r = rnd() * sum;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r <= 0) return i;
    }
    return weights.length - 1;
  };
  const userRows: AppUserRow[] = [];
  const usersPerApp = new Array<number>(DEMO_APPS.length).fill(0);
  const seen = (days: number) => toIso(new Date(now.getTime() - Math.floor(rnd() * days * DAY)));
  for (let i = 0; i < FALLBACK_ANALYTICS.totalUsers; i++) {
    const first = pick();
    const apps = [first];
    if (i < MULTI_APP_USERS) {
      let second = pick();
      while (second === first) second = pick();
      apps.push(second);
    }
    for (const idx of apps) {
      usersPerApp[idx] = (usersPerApp[idx] ?? 0) + 1;
      userRows.push({
        appId: idOf(DEMO_APPS[idx]?.slug ?? ''),
        userKey: `member${i + 1}@demo.example.com`,
        firstSeenAt: seen(180),
        lastSeenAt: seen(30),
      });
    }
  }
  await eco.activity.addUsers(orgId, userRows);

  // The last 30 days' revenue, shared by paid apps in proportion to users x monthly price.
  const total = cents(FALLBACK_ANALYTICS.monthlyRevenue);
  const shares = DEMO_APPS.map((a, i) => (usersPerApp[i] ?? 0) * (a.pricing?.monthly ?? 0));
  const shareSum = shares.reduce((s, v) => s + v, 0);
  const perApp = shares.map((s) => Math.floor((total * s) / shareSum));
  const largest = perApp.indexOf(Math.max(...perApp));
  perApp[largest] = (perApp[largest] ?? 0) + total - perApp.reduce((s, v) => s + v, 0);
  const payments: AppPaymentRow[] = [];
  DEMO_APPS.forEach((a, i) => {
    const price = cents(a.pricing?.monthly ?? 0);
    let left = perApp[i] ?? 0;
    while (price > 0 && left > 0) {
      const amount = Math.min(price, left);
      left -= amount;
      payments.push({
        paymentId: `demo_${newId()}`,
        appId: idOf(a.slug),
        amount,
        currency: 'usd',
        paidAt: toIso(new Date(now.getTime() - 1000 - Math.floor(rnd() * 29 * DAY))),
      });
    }
  });
  await eco.activity.addPayments(orgId, payments);
}
