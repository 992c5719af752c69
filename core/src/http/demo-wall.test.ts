import { describe, expect, it } from 'vitest';
import { DEMO_HEADER } from '../auth/middleware.ts';
import {
  principalOf,
  requireAuth,
  requirePermission,
  requireRole,
  requireSuperAdmin,
} from '../auth/principal.ts';
import { coreServices } from '../core-plugin.ts';
import { definePlugin } from '../plugin.ts';
import { createTestHub, type TestHub, testDialects } from '../testing/index.ts';

// A plugin with one demo-allowed read, one signed-in-only read and one mutation.
const probe = definePlugin({
  id: 'probe',
  permissions: { 'probe:read': 'viewer', 'probe:admin': 'admin' },
  routes: (app) => {
    app.get('/api/probe', requirePermission('probe:read', { allowDemo: true }), (c) => {
      const p = principalOf(c);
      return c.json({ orgId: p.orgId, role: p.role, demo: p.demo, user: p.user?.email ?? null });
    });
    app.get('/api/probe/private', requireAuth(), (c) => c.json({ orgId: principalOf(c).orgId }));
    // Opened to the demo, but above a viewer's role.
    app.get('/api/probe/admin', requirePermission('probe:admin', { allowDemo: true }), (c) => c.json({}));
    app.get('/api/probe/owner', requireRole('owner'), (c) => c.json({}));
    app.get('/api/probe/super', requireSuperAdmin(), (c) => c.json({}));
    app.post('/api/probe', requireAuth({ allowDemo: true }), (c) => c.json({ wrote: true }));
  },
});

const demoHeaders = { [DEMO_HEADER]: '1' };
const demoOrg = async (t: TestHub) =>
  (await t.hub.ctx.use(coreServices).orgs.create({ name: 'Demo', isDemo: true })).id;

describe.each(testDialects)('the public demo wall on %s', (dialect) => {
  it('shows the demo organisation read-only to anonymous visitors', async () => {
    const t = await createTestHub({ dialect, plugins: [probe] });
    try {
      const demoId = await demoOrg(t);
      const read = await t.request('/api/probe', { headers: demoHeaders });
      expect(await read.json()).toEqual({ orgId: demoId, role: 'viewer', demo: true, user: null });
      // Routes that did not opt in stay closed.
      expect((await t.request('/api/probe/private', { headers: demoHeaders })).status).toBe(401);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await t.request('/api/probe', { method, headers: demoHeaders });
        expect(res.status, method).toBe(403);
        expect(await res.json()).toEqual({ message: 'Demo is read-only', code: 'demo_read_only' });
      }
      // Without the header an anonymous caller is nobody.
      expect((await t.request('/api/probe')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('shows the demo, not their own data, to a signed-in user on a -demo page', async () => {
    const t = await createTestHub({ dialect, plugins: [probe] });
    try {
      const demoId = await demoOrg(t);
      const { agent, orgId, email } = await t.signedIn({ role: 'owner' });
      const own = await (await agent.get('/api/probe')).json();
      expect(own).toEqual({ orgId, role: 'owner', demo: false, user: email });
      const demo = await (await agent.get('/api/probe', demoHeaders)).json();
      expect(demo).toEqual({ orgId: demoId, role: 'viewer', demo: true, user: null });
      expect((await agent.post('/api/probe', {}, demoHeaders)).status).toBe(403);
      expect((await agent.post('/api/probe', {})).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('gives a demo visitor a viewer’s permissions: 403 where a viewer gets 403', async () => {
    const t = await createTestHub({ dialect, plugins: [probe] });
    try {
      const demoId = await demoOrg(t);
      const viewer = await t.signedIn({ role: 'viewer', orgId: demoId });
      for (const path of ['/api/probe/admin', '/api/probe/owner', '/api/probe/super']) {
        expect((await viewer.agent.get(path)).status, path).toBe(403);
        expect((await t.request(path, { headers: demoHeaders })).status, path).toBe(403);
      }
    } finally {
      await t.close();
    }
  });

  it('never shows the platform organisation as the demo', async () => {
    const t = await createTestHub({ dialect, plugins: [probe] });
    try {
      await t.hub.ctx.use(coreServices).orgs.create({ name: 'Both', isDemo: true, isPlatform: true });
      expect((await t.request('/api/probe', { headers: demoHeaders })).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('is off with PUBLIC_DEMO=false', async () => {
    const t = await createTestHub({ dialect, plugins: [probe], config: { PUBLIC_DEMO: 'false' } });
    try {
      await demoOrg(t);
      expect((await t.request('/api/probe', { headers: demoHeaders })).status).toBe(401);
      const { agent, orgId } = await t.signedIn();
      // The header is ignored: a signed-in caller keeps seeing their own organisation.
      expect((await (await agent.get('/api/probe', demoHeaders)).json()).orgId).toBe(orgId);
      expect((await agent.post('/api/probe', {}, demoHeaders)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('stays closed when no demo organisation exists', async () => {
    const t = await createTestHub({ dialect, plugins: [probe] });
    try {
      expect((await t.request('/api/probe', { headers: demoHeaders })).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
