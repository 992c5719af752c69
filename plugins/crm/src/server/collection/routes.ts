import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { collectSingleSchema } from '../../shared/index.ts';
import { type SourceService, toEndpoint } from '../sources/service.ts';
import type { CollectionService } from './service.ts';

export function collectionRoutes(
  app: HubApp,
  { sources, collection }: { sources: SourceService; collection: CollectionService },
) {
  const appsOf = async (orgId: string) =>
    (await sources.list(orgId)).map((s) => ({ name: s.name, collectUrl: s.collectUrl }));

  app.get(
    '/api/data-collection/endpoints',
    requirePermission('contacts:read', { allowDemo: true }),
    async (c) => c.json((await sources.list(orgOf(c))).map(toEndpoint)),
  );

  app.get(
    '/api/data-collection/ecosystem-report',
    requirePermission('contacts:read', { allowDemo: true }),
    async (c) => c.json(await collection.report(orgOf(c))),
  );

  app.get(
    '/api/data-collection/progress',
    requirePermission('contacts:read', { allowDemo: true }),
    async (c) => c.json(await collection.latest(orgOf(c))),
  );

  app.post('/api/data-collection/collect-all', requirePermission('contacts:collect'), async (c) => {
    const orgId = orgOf(c);
    const apps = await appsOf(orgId);
    const run = await collection.run(orgId, 'collect-all', apps);
    return c.json({ ...run, totalApps: apps.length, totalContacts: run.totalContacts });
  });

  app.post(
    '/api/data-collection/collect-single',
    requirePermission('contacts:collect'),
    validate('json', collectSingleSchema),
    async (c) => {
      const orgId = orgOf(c);
      const s = await sources.byName(orgId, c.req.valid('json').appName);
      const run = await collection.run(orgId, 'collect-single', [{ name: s.name, collectUrl: s.collectUrl }]);
      return c.json({
        app: { name: s.name, url: s.url },
        integration: { integrated: run.totalContacts, created: run.created, updated: run.updated },
        errors: run.errors,
        status: run.status,
      });
    },
  );

  app.post('/api/data-collection/create-ecosystem', requirePermission('contacts:collect'), async (c) => {
    const orgId = orgOf(c);
    const run = await collection.run(orgId, 'create-ecosystem', await appsOf(orgId));
    return c.json({ created: run.created, updated: run.updated, errors: run.errors, status: run.status });
  });

  app.post('/api/data-collection/update-sources', requirePermission('contacts:write'), async (c) =>
    c.json({ standardized: await sources.standardize(orgOf(c)) }),
  );
}
