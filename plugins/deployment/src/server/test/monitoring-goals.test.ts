import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import analytics from '@ecohub/plugin-analytics';
import ecosystem from '@ecohub/plugin-ecosystem';
import { bareApp } from '@ecohub/plugin-ecosystem/testing';
import superhub from '@ecohub/plugin-superhub';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONITORING_CONFIG } from '../../shared/phase3.ts';
import deployment from '../index.ts';

const NOW = Date.parse('2026-06-30T12:00:00Z');

describe.each(testDialects)('monitoring config and analytics goals on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('are one definition: a change on either side is the other side', async () => {
    t = await createTestHub({
      dialect,
      clock: new FakeClock(NOW),
      plugins: [ecosystem, superhub, deployment, analytics],
    });
    const owner = await t.signedIn({ role: 'owner' });
    const other = await t.signedIn({ role: 'owner' });
    const created = await owner.agent.post(
      '/api/ecosystem/apps',
      bareApp('Shop', 'https://shop.example.com', {
        description: 'shop',
        appCategory: 'Website',
        published: false,
      }),
    );
    const site = ((await created.json()) as { app: { id: string } }).app.id;
    expect(await (await owner.agent.get('/api/monitoring-config')).json()).toEqual(DEFAULT_MONITORING_CONFIG);

    // Saved as the monitoring config: analytics counts the new goals.
    const config = {
      analytics_configuration: {
        user_journey_tracking: { track_events: ['order.placed'] },
        conversion_tracking: { funnels: ['signup_to_payment', 'demo_to_order'] },
        revenue_analytics: { track_metrics: ['mrr'] },
      },
      monitoring_alerts: { error_rate: ['email', 'slack'] },
    };
    const put = await owner.agent.put('/api/monitoring-config', config);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(config);
    expect(await (await owner.agent.get('/api/analytics/goals')).json()).toEqual({
      conversionEvents: ['order.placed'],
      funnels: [
        { name: 'signup_to_payment', steps: ['page', 'signup', 'payment.succeeded'] },
        { name: 'demo_to_order', steps: ['demo', 'order'] },
      ],
      revenueMetrics: ['mrr'],
    });
    expect(await (await owner.agent.get(`/api/analytics/goals/${site}`)).json()).toEqual({
      conversionEvents: ['order.placed'],
      funnelSteps: ['page', 'signup', 'payment.succeeded'],
    });
    const at = new Date(NOW - 86_400_000).toISOString();
    for (const [i, event] of ['order.placed', 'signup'].entries())
      await t.hub.ctx.events.emit('superhub.event-received', {
        orgId: owner.orgId,
        appId: site,
        id: `e${i}`,
        messageId: `m${i}`,
        source: 'server',
        stream: 'events' as EventReceived['stream'],
        event,
        status: 'ok',
        tag: '',
        user: 'u1',
        data: {},
        occurredAt: at,
        receivedAt: at,
      });
    const report = await (await owner.agent.get('/api/analytics')).json();
    expect(report.sites[0]).toMatchObject({ id: site, conversions: 1 });

    // Saved as analytics goals: the monitoring config shows them, its alerts kept.
    const goals = {
      conversionEvents: ['signup'],
      funnels: [{ name: 'visit_to_signup', steps: ['page', 'signup'] }],
      revenueMetrics: [],
    };
    expect((await owner.agent.put('/api/analytics/goals', goals)).status).toBe(200);
    expect(await (await owner.agent.get('/api/monitoring-config')).json()).toEqual({
      analytics_configuration: {
        user_journey_tracking: { track_events: ['signup'] },
        conversion_tracking: { funnels: ['visit_to_signup'] },
        revenue_analytics: { track_metrics: [] },
      },
      monitoring_alerts: { error_rate: ['email', 'slack'] },
    });
    expect((await (await owner.agent.get('/api/analytics')).json()).sites[0]).toMatchObject({
      conversions: 1,
    });

    // Each organisation its own definition; bad input is a 400 on both routes.
    expect(await (await other.agent.get('/api/monitoring-config')).json()).toEqual(DEFAULT_MONITORING_CONFIG);
    const bad = await owner.agent.put('/api/analytics/goals', {
      ...goals,
      funnels: [{ name: 'x', steps: ['page'] }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toEqual(['funnels.0.steps']);
    expect((await owner.agent.put('/api/monitoring-config', { monitoring_alerts: [] })).status).toBe(400);
    const viewer = await t.signedIn({ role: 'viewer', orgId: owner.orgId });
    expect((await viewer.agent.put('/api/analytics/goals', goals)).status).toBe(403);
  });
});
