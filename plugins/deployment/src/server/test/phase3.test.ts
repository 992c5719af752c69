import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONITORING_CONFIG, PROBE_JOB } from '../../shared/phase3.ts';
import { forwardingHub } from './hub.ts';

describe.each(testDialects)('Phase 3 integration on %s', (dialect) => {
  it('integrates apps (reachability, config push, test round trip) and reports status and health', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      const gone = await createApp(h.owner, 'Gone', 'http://127.0.0.1:9');
      const before = await (await h.owner.agent.get('/api/integration-status')).json();
      expect(before.summary).toEqual({ total_apps: 3, active_apps: 0, overall_progress: 0 });
      expect(before.applications.shop).toMatchObject({
        app_id: shop.id,
        status: 'not_started',
        deployment_progress: 0,
      });

      const one = await h.owner.agent.post(`/api/integrate/${shop.id}`);
      expect(one.status).toBe(202);
      const job = await h.t.hub.ctx.jobs.wait((await one.json()).jobId, 30_000);
      expect(job.result).toEqual({ status: 'active', error: null });
      expect(shop.receiver.deployed()).toMatchObject({ app_id: shop.id });
      expect(shop.receiver.received.at(-1)?.verified).toMatchObject({ type: 'webhook.test' });

      const all = await h.owner.agent.post('/api/integrate-all');
      const { summary, jobIds } = await all.json();
      expect(summary).toEqual({ total_apps: 2 });
      for (const id of jobIds) await h.t.hub.ctx.jobs.wait(id, 30_000);
      await h.send(crm, 'user.signup');
      const after = await (await h.owner.agent.get('/api/integration-status')).json();
      expect(after.summary).toEqual({ total_apps: 3, active_apps: 2, overall_progress: 67 });
      expect(after.applications.crm).toMatchObject({
        status: 'active',
        deployment_progress: 100,
        events_received: 1,
      });
      expect(after.applications.gone).toMatchObject({
        app_id: gone.id,
        status: 'error',
        deployment_progress: 0,
        error_count: 1,
        last_error: expect.stringMatching(/^Unreachable: connect/),
      });
      const stranger = await h.t.signedIn({ role: 'owner' });
      expect((await stranger.agent.post(`/api/integrate/${shop.id}`)).status).toBe(404);

      const empty = await (await h.owner.agent.get('/api/health-check')).json();
      expect(empty).toEqual({
        ecosystem_health: {
          uptime_percentage: 0,
          active_applications: 0,
          total_applications: 3,
          recent_events: 1,
        },
        alerts: 0,
        checked_at: null,
        applications: expect.any(Array),
      });
      expect(empty.applications.map((a: { up: boolean | null }) => a.up)).toEqual([null, null, null]);
      await h.t.hub.ctx.jobs.wait(await h.t.hub.ctx.jobs.enqueue(PROBE_JOB, {}), 30_000);
      const health = await (await h.owner.agent.get('/api/health-check')).json();
      expect(health.ecosystem_health).toEqual({
        uptime_percentage: 66.7,
        active_applications: 2,
        total_applications: 3,
        recent_events: 1,
      });
      expect(health.alerts).toBe(1);
      // Per app: two answered the probe, one did not (the dashboard marks the first two Live).
      const upById = (apps: { id: string; up: boolean | null }[]) =>
        Object.fromEntries(apps.map((a) => [a.id, a.up]));
      expect(upById(health.applications)).toEqual({ [shop.id]: true, [crm.id]: true, [gone.id]: false });
    } finally {
      await h.close();
    }
  });

  it('keeps a monitoring configuration per organisation', async () => {
    const h = await forwardingHub(dialect);
    try {
      expect(await (await h.owner.agent.get('/api/monitoring-config')).json()).toEqual(
        DEFAULT_MONITORING_CONFIG,
      );
      const mine = {
        ...DEFAULT_MONITORING_CONFIG,
        monitoring_alerts: { error_rate: ['email', 'slack'] },
      };
      expect((await h.owner.agent.put('/api/monitoring-config', mine)).status).toBe(200);
      expect(await (await h.owner.agent.get('/api/monitoring-config')).json()).toEqual(mine);
      const other = await h.t.signedIn({ role: 'owner' });
      expect(await (await other.agent.get('/api/monitoring-config')).json()).toEqual(
        DEFAULT_MONITORING_CONFIG,
      );
      const bad = await h.owner.agent.put('/api/monitoring-config', { monitoring_alerts: [] });
      expect(bad.status).toBe(400);
      const viewer = await h.t.signedIn({ role: 'viewer', orgId: h.owner.orgId });
      expect((await viewer.agent.put('/api/monitoring-config', mine)).status).toBe(403);
    } finally {
      await h.close();
    }
  });
});

describe.each(testDialects)('live events on %s', (dialect) => {
  it('lists the first 10 events and streams new ones at once', async () => {
    const h = await forwardingHub(dialect);
    try {
      const shop = await h.sibling('Shop');
      for (let i = 0; i < 12; i++) await h.send(shop, `step.${i}`);
      const { events } = await (await h.owner.agent.get('/api/live-events')).json();
      expect(events).toHaveLength(10);
      expect(events[0]).toMatchObject({ app: 'Shop', app_id: shop.id, status: 'ok', description: 'step.11' });
      const other = await h.t.signedIn({ role: 'owner' });
      expect(await (await other.agent.get('/api/live-events')).json()).toEqual({ events: [] });

      const stream = await h.owner.agent.get('/api/live-events/stream');
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      await h.send(shop, 'order.paid');
      let text = '';
      while (!text.includes('order.paid')) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain('event: live');
      await reader.cancel();
    } finally {
      await h.close();
    }
  });
});

describe.each(testDialects)('the demo on %s', (dialect) => {
  it('seeds webhook routing between the demo apps, readable by anonymous visitors, not writable', async () => {
    const h = await forwardingHub(dialect);
    try {
      const demo = await seedDemo(h.t.hub);
      expect(demo.plugins).toContain('deployment');
      const read = await h.t.request('/api/webhook-configs', { headers: { [DEMO_HEADER]: '1' } });
      expect(read.status).toBe(200);
      const { configs } = await read.json();
      expect(configs.length).toBeGreaterThan(2);
      expect(configs[0].triggers[0]).toMatchObject({
        action: 'user.signup',
        forward_to: [configs[1].app_id, configs[2].app_id],
      });
      for (const path of [
        '/api/deployment-status',
        '/api/integration-status',
        '/api/live-events',
        '/api/health-check',
      ])
        expect((await h.t.request(path, { headers: { [DEMO_HEADER]: '1' } })).status).toBe(200);
      const write = await h.t.request('/api/deploy-webhooks', {
        method: 'POST',
        headers: { [DEMO_HEADER]: '1', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(write.status).toBe(403);
    } finally {
      await h.close();
    }
  });
});
