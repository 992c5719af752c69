import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../index.ts';

describe.each(testDialects)('ecosystem demo on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('seeds 22 apps, 3 bundles and activity whose analytics are the spec figures', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const demo = await seedDemo(t.hub);
    // The demo is its own tenant; the platform organisation holds the public catalogue only.
    expect(demo.platform.created).toBe(true);
    expect(demo.platform.orgId).not.toBe(demo.orgId);
    const catalogue = await (await t.request('/api/applications')).json();
    expect(catalogue).toHaveLength(22);
    const rows = async (table: string, orgId: string) =>
      (await t.hub.ctx.db.selectFrom(table).select('orgId').where('orgId', '=', orgId).execute()).length;
    expect(await rows('ecosystem_apps', demo.platform.orgId)).toBe(22);
    expect(await rows('ecosystem_bundles', demo.platform.orgId)).toBe(3);
    for (const table of ['ecosystem_app_users', 'ecosystem_app_payments', 'ecosystem_cross_sells'])
      expect(await rows(table, demo.platform.orgId), table).toBe(0);
    const demoHeader = { 'x-ecohub-demo': '1' };

    const apps = await (await t.request('/api/ecosystem/apps', { headers: demoHeader })).json();
    expect(apps.apps).toHaveLength(22);
    expect(new Set(apps.apps.map((a: { appCategory: string }) => a.appCategory)).size).toBe(22);
    expect(apps.categories).toEqual([
      'core',
      'business',
      'healing',
      'nonprofit',
      'entertainment',
      'education',
    ]);
    const monthly = apps.apps.reduce(
      (s: number, a: { pricing: { monthly: number } }) => s + a.pricing.monthly,
      0,
    );
    expect(apps.totalEcosystemValue).toBe(monthly);
    expect(apps.ecosystemBundle.savingsPercent).toBe(Math.round((1 - 997 / monthly) * 1000) / 10);

    const analytics = await (await t.request('/api/analytics/dashboard', { headers: demoHeader })).json();
    expect(analytics).toMatchObject({ totalUsers: 12547, monthlyRevenue: 184692, crossSellRate: 34.7 });
    expect(analytics.applications).toHaveLength(22);
    const users = analytics.applications.reduce((s: number, a: { users: number }) => s + a.users, 0);
    expect(users).toBe(12547 + 4354);
    const revenue = analytics.applications.reduce((s: number, a: { revenue: number }) => s + a.revenue, 0);
    expect(Math.round(revenue * 100)).toBe(18469200);

    const bundles = await (await t.request('/api/bundles')).json();
    expect(
      bundles.map((b: { name: string; originalPrice: number; bundlePrice: number; savings: number }) => [
        b.name,
        b.originalPrice,
        b.bundlePrice,
        b.savings,
      ]),
    ).toEqual([
      ['Entrepreneur Starter', 543, 397, 146],
      ['Professional Success', 1140, 797, 343],
      ['Enterprise Command', 1985, 1497, 488],
    ]);
    // Each bundle's original price is the sum of its apps' monthly prices.
    const price = new Map(
      apps.apps.map((a: { name: string; pricing: { monthly: number } }) => [a.name, a.pricing.monthly]),
    );
    for (const b of bundles) {
      expect(b.apps.reduce((s: number, n: string) => s + Number(price.get(n)), 0)).toBe(b.originalPrice);
    }

    const stats = await (await t.request('/api/ecosystem/stats', { headers: demoHeader })).json();
    expect(stats).toMatchObject({ totalApplications: 22, categories: 22, trackedUsers: 12547 });
    expect(stats.whiteLabelReady).toBe(
      apps.apps.filter((a: { white_label_ready: boolean }) => a.white_label_ready).length,
    );

    // The demo is read-only.
    const write = await t.request('/api/ecosystem/apps', {
      method: 'POST',
      headers: { ...demoHeader, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(403);
  });
});
