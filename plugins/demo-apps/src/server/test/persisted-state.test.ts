import { type Hub, seedDemo } from '@ecohub/core';
import { hubOn, sharedDatabase, testDialects } from '@ecohub/core/testing';
import crmPlugin from '@ecohub/plugin-crm';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import { ecosystemService, type ResolvedApp } from '@ecohub/plugin-ecosystem/shared';
import { signedHeaders } from '@ecohub/sdk/server';
import { describe, expect, it } from 'vitest';
import demoAppsPlugin from '../index.ts';

const plugins = [ecosystemPlugin, crmPlugin, demoAppsPlugin];

/** A signed POST to a demo app, as the hub's deploy and forwarding send it. */
function post(hub: Hub, app: ResolvedApp, path: string, id: string, body: unknown) {
  const text = JSON.stringify(body);
  return hub.app.request(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(app.signingSecrets[0] ?? '', id, text) },
    body: text,
  });
}

const health = async (hub: Hub, app: ResolvedApp) => (await hub.app.request(`${app.url}/health`)).json();

describe.each(testDialects)('demo apps keep their state on %s', (dialect) => {
  it('keeps the acknowledged configuration and received events across a restart, counting a redelivery once', async () => {
    const db = await sharedDatabase(dialect);
    let hub = await hubOn(db.open(), plugins);
    try {
      const demo = await seedDemo(hub);
      const eco = hub.ctx.use(ecosystemService);
      const [first, second] = await eco.apps.list(demo.orgId);
      const app = (await eco.apps.resolve(first?.id ?? '')) as ResolvedApp;
      const other = (await eco.apps.resolve(second?.id ?? '')) as ResolvedApp;
      expect(await health(hub, app)).toMatchObject({ config_version: null, events_received: 0 });

      const config = { app: app.name, app_id: app.id, version: 3, listeners: [], triggers: [] };
      const ack = await post(hub, app, '/ecohub/config', 'msg_cfg_1', {
        type: 'config.deployed',
        data: config,
      });
      expect(await ack.json()).toEqual({ ack: true, app_id: app.id, version: 3 });
      for (const [id, type] of [
        ['msg_evt_1', 'order.paid'],
        ['msg_evt_2', 'user.created'],
        ['msg_evt_2', 'user.created'], // the same delivery again (a retry): stored once
      ])
        expect((await post(hub, app, '/ecohub/webhooks', id, { type, data: {} })).status).toBe(204);
      // A forged event is refused and leaves nothing behind.
      const forged = await hub.app.request(`${app.url}/ecohub/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged' },
        body: '{"type":"x"}',
      });
      expect(forged.status).toBe(401);

      await hub.stop();
      hub = await hubOn(db.open(), plugins);

      const after = await health(hub, app);
      expect(after).toMatchObject({
        app_id: app.id,
        config_version: 3,
        events_received: 2,
        last_event: 'user.created',
      });
      expect(after.config_acknowledged_at).toEqual(expect.any(String));
      expect(after.recent_events.map((e: { webhookId: string }) => e.webhookId).sort()).toEqual([
        'msg_evt_1',
        'msg_evt_2',
      ]);
      // Each app its own state.
      expect(await health(hub, other)).toMatchObject({ config_version: null, events_received: 0 });
    } finally {
      await hub.stop();
      await db.drop();
    }
  }, 120_000);
});
