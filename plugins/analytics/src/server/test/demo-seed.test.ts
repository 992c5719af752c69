import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../index.ts';

const headers = { [DEMO_HEADER]: '1' };

describe.each(testDialects)('the analytics demo on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('shows the sample figures for the default period and other figures for the others', {
    timeout: 180_000,
  }, async () => {
    t = await createTestHub({ dialect, plugins: [ecosystem, analytics] });
    await seedDemo(t.hub);
    const report = async (period: string) =>
      (await t.request(`/api/analytics?period=${period}`, { headers })).json();
    const month = await report('30d');
    expect(month.summary.visitors.value).toBe(89_394);
    expect(month.summary.revenue.value).toBe(847_293);
    expect(month.summary.conversion.value).toBe(9.3);
    expect(month.summary.activeUsers.value).toBe(12_847);
    expect(month.sites).toHaveLength(22);
    expect(month.insights.strongest).not.toBeNull();
    expect(month.insights.trending).toMatchObject({ source: 'social' });
    for (const period of ['7d', '90d', '1y']) {
      const other = await report(period);
      expect(other.summary.visitors.value).not.toBe(89_394);
      expect(other.summary.revenue.value).not.toBe(847_293);
    }
    const stats = await (await t.request('/api/dashboard/stats', { headers })).json();
    expect(stats.totalRevenue).toBe(847_293);
    expect(stats.traffic).toBeGreaterThan(stats.previous.traffic);
  });
});
