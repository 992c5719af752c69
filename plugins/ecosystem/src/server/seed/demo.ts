import { type CoreServices, type DemoSeedContext, type HubContext, newId, toIso, toJson } from '@ecohub/core';
import { FALLBACK_ANALYTICS } from '../../shared/index.ts';
import { cents, registry } from '../apps/service.ts';
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

async function insertChunks(hub: HubContext, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await hub.db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

/** The 22 applications (published) and the three bundles in an organisation; the apps' ids by slug. */
async function seedApps(hub: HubContext, orgId: string): Promise<Map<string, string>> {
  const reg = registry(hub);
  const ids = new Map<string, string>();
  for (const a of DEMO_APPS) {
    const url = `https://${a.slug}.example.com`;
    const { app } = await reg.create(orgId, { ...a, url, published: true, allowedOrigins: [url] });
    ids.set(a.slug, app.id);
  }
  const nowIso = toIso(hub.clock.now());
  const names = new Map(DEMO_APPS.map((a) => [a.slug, a.name]));
  await insertChunks(
    hub,
    'ecosystem_bundles',
    DEMO_BUNDLES.map((b, position) => ({
      id: newId(),
      orgId,
      name: b.name,
      apps: toJson(b.apps.map((s) => names.get(s))),
      originalPrice: cents(b.originalPrice),
      bundlePrice: cents(b.bundlePrice),
      description: b.description,
      position,
      createdAt: nowIso,
    })),
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
export async function seedDemo(hub: HubContext, { orgId }: DemoSeedContext): Promise<void> {
  const platform = await hub.services<CoreServices>('core').orgs.platform();
  if (platform && platform.id !== orgId) {
    const has = await hub.db
      .selectFrom('ecosystem_apps')
      .select('id')
      .where('orgId', '=', platform.id)
      .executeTakeFirst();
    if (!has) await seedApps(hub, platform.id);
  }
  const ids = await seedApps(hub, orgId);
  const now = hub.clock.now();
  const nowIso = toIso(now);

  await insertChunks(
    hub,
    'ecosystem_cross_sells',
    DEMO_CROSS_SELLS.map((x) => ({
      id: newId(),
      orgId,
      sourceAppId: ids.get(x.from),
      targetAppId: ids.get(x.to),
      context: x.context,
      incentive: x.incentive,
      placement: x.placement,
      priority: x.priority,
      createdAt: nowIso,
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
  const userRows: Record<string, unknown>[] = [];
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
        orgId,
        appId: ids.get(DEMO_APPS[idx]?.slug ?? ''),
        userKey: `member${i + 1}@demo.example.com`,
        firstSeenAt: seen(180),
        lastSeenAt: seen(30),
      });
    }
  }
  await insertChunks(hub, 'ecosystem_app_users', userRows);

  // The last 30 days' revenue, shared by paid apps in proportion to users x monthly price.
  const total = cents(FALLBACK_ANALYTICS.monthlyRevenue);
  const shares = DEMO_APPS.map((a, i) => (usersPerApp[i] ?? 0) * (a.pricing?.monthly ?? 0));
  const shareSum = shares.reduce((s, v) => s + v, 0);
  const perApp = shares.map((s) => Math.floor((total * s) / shareSum));
  const largest = perApp.indexOf(Math.max(...perApp));
  perApp[largest] = (perApp[largest] ?? 0) + total - perApp.reduce((s, v) => s + v, 0);
  const payments: Record<string, unknown>[] = [];
  DEMO_APPS.forEach((a, i) => {
    const price = cents(a.pricing?.monthly ?? 0);
    let left = perApp[i] ?? 0;
    while (price > 0 && left > 0) {
      const amount = Math.min(price, left);
      left -= amount;
      payments.push({
        orgId,
        paymentId: `demo_${newId()}`,
        appId: ids.get(a.slug),
        amount,
        currency: 'usd',
        paidAt: toIso(new Date(now.getTime() - 1000 - Math.floor(rnd() * 29 * DAY))),
      });
    }
  });
  await insertChunks(hub, 'ecosystem_app_payments', payments);
}
