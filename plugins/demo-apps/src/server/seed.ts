import type { DemoSeedContext, HubContext } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { appEndpoint, demoAppUrl, ecosystemService } from '@ecohub/plugin-ecosystem/shared';

/**
 * Each demo app served by the hub becomes a data source of the demo organisation's CRM, collected
 * from its `/api/ecohub/users` (the collection contract). Seeding twice changes nothing.
 */
export async function seedDemoSources(hub: HubContext, { orgId }: DemoSeedContext): Promise<void> {
  const crm = hub.use(crmService);
  const taken = new Set((await crm.sources.list(orgId)).map((s) => s.name));
  for (const app of await hub.use(ecosystemService).apps.list(orgId)) {
    if (app.url !== demoAppUrl(hub.config.publicUrl, app.slug) || taken.has(app.name)) continue;
    await crm.sources.create(orgId, {
      name: app.name,
      type: 'Mixed',
      platform: 'website',
      category: 'data',
      description: `Demo app served by the hub: its users are collected into the CRM`,
      url: app.url,
      collectUrl: appEndpoint(app.url, '/api/ecohub/users'),
    });
  }
}
