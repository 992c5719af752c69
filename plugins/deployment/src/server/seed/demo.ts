import type { DemoSeedContext } from '@ecohub/core';
import type { ConfigStore } from '../configs/service.ts';

/**
 * The demo's webhook routing: each demo app's sign-ups and payments go to the next two apps of the
 * registry (a ring), so /webhook-demo shows real configurations. Seeding twice changes nothing.
 */
export async function seedDemoConfigs(configs: ConfigStore, demo: DemoSeedContext): Promise<void> {
  const list = await configs.list(demo.orgId);
  if (list.length < 3 || list.some((c) => c.version > 0)) return;
  for (const [i, c] of list.entries()) {
    const next = [list[(i + 1) % list.length], list[(i + 2) % list.length]].map((x) => x?.app_id as string);
    await configs.save(demo.orgId, c.app_id, {
      listeners: [{ event: '*', path: '/ecohub/webhooks' }],
      triggers: [
        { action: 'user.signup', forward_to: next },
        { action: 'payment.succeeded', forward_to: next.slice(0, 1) },
      ],
    });
  }
}
