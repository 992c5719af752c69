import { describe, expect, it } from 'vitest';
import { DEMO_HEADER } from '../core/src/auth/middleware.ts';
import { coreServices } from '../core/src/core-plugin.ts';
import { loadPlugins } from '../core/src/host/load-plugins.ts';
import { seedDemo } from '../core/src/seed/index.ts';
import { createTestHub, testDialects } from '../core/src/testing/index.ts';

// Every plugin the repository enables, so routes added later are checked too.
const plugins = await loadPlugins(process.env.PLUGINS_CONFIG);

const READS = new Set(['GET', 'HEAD']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a route pattern: every parameter becomes an id no row has. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*/g, 'x');

// Issue #11, finding 6: anonymous visitors with the demo header read 21 routes (contacts, billing
// payments, revenue…) that a signed-in viewer gets 403 for, and the demo was the platform itself.
describe.each(testDialects)('the public demo on %s', (dialect) => {
  it('gives an anonymous demo visitor exactly a viewer’s permissions on every route of the hub', async () => {
    const t = await createTestHub({ dialect, plugins });
    try {
      const demo = await seedDemo(t.hub);
      expect(demo.orgId).not.toBe(demo.platform.orgId);
      const routes = [...new Set(t.hub.app.routes.map((r) => `${r.method} ${r.path}`))];
      const demoHeaders = { [DEMO_HEADER]: '1' };

      const viewerForbidden: string[] = [];
      const problems: string[] = [];
      for (const route of routes) {
        const [method, pattern] = route.split(' ') as [string, string];
        const path = concrete(pattern);
        if (MUTATING.has(method)) {
          // The demo is read-only: every mutation answers 403, whatever a viewer may do.
          const res = await t.request(path, { method, headers: demoHeaders });
          if (res.status !== 403) problems.push(`${route}: demo visitor got ${res.status} for a mutation`);
          continue;
        }
        if (!READS.has(method)) continue;
        // A fresh viewer each time: a route may end the session (GET /api/logout).
        const viewer = await t.signedIn({ role: 'viewer', orgId: demo.orgId });
        const asViewer = await viewer.agent.request(method, path);
        if (asViewer.status !== 403) continue;
        viewerForbidden.push(route);
        const asDemo = await t.request(path, { method, headers: demoHeaders });
        if (asDemo.status !== 403) problems.push(`${route}: viewer 403, demo visitor ${asDemo.status}`);
      }
      expect(problems).toEqual([]);
      // The routes of the report are among those checked (the sweep found them, not a list).
      expect(viewerForbidden).toEqual(
        expect.arrayContaining(['GET /api/billing/payments', 'GET /api/billing/revenue']),
      );
    } finally {
      await t.close();
    }
  }, 120_000);

  it('keeps the platform organisation out of the demo: the catalogue is public, its data is not', async () => {
    const t = await createTestHub({ dialect, plugins });
    try {
      const demo = await seedDemo(t.hub);
      const { orgs } = t.hub.ctx.use(coreServices);
      expect(await orgs.get(demo.platform.orgId)).toMatchObject({ isPlatform: true, isDemo: false });
      expect(await orgs.get(demo.orgId)).toMatchObject({ isPlatform: false, isDemo: true });
      const apps = await (await t.request('/api/applications')).json();
      expect(apps).toHaveLength(22);
      // A demo visitor reads the demo organisation's synthetic data, never the platform's.
      const probe = await t.request('/api/ecosystem/apps', { headers: { [DEMO_HEADER]: '1' } });
      const demoApps = (await probe.json()).apps.map((a: { id: string }) => a.id);
      expect(demoApps).toHaveLength(22);
      expect(demoApps.filter((id: string) => apps.some((p: { id: string }) => p.id === id))).toEqual([]);
      const platformContacts = await t.hub.ctx.db
        .selectFrom('crm_contacts')
        .select('id')
        .where('orgId', '=', demo.platform.orgId)
        .execute();
      expect(platformContacts).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
