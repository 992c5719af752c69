import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { coreServices } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { crmHub, json } from './fixtures.ts';

/** A sibling app exposing its users in two pages, as the collection contract describes. */
async function siblingApp(): Promise<{ url: string; server: Server }> {
  const pages: Record<string, unknown> = {
    '': {
      users: [
        { email: 'ana@app.example', firstName: 'Ana', lastName: 'Ibáñez' },
        { email: 'ADA@example.com', phone: '555-1' },
        { email: 'not an email' },
      ],
      nextCursor: 'p2',
    },
    p2: { users: [{ email: 'ben@app.example', firstName: 'Ben', company: 'Ben & Co' }], nextCursor: null },
  };
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/broken/api/ecohub/users') {
      res.writeHead(500).end('boom');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(pages[u.searchParams.get('cursor') ?? ''] ?? { users: [] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(testDialects)('sources, user integration and data collection on %s', (dialect) => {
  let cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanup.reverse()) await c();
    cleanup = [];
  });

  // The sibling apps of these tests listen on loopback, which only an explicit allow-list opens.
  async function setup(config: Record<string, unknown> = { OUTBOUND_ALLOW: '127.0.0.1/32' }) {
    const t = await crmHub(dialect, { startJobs: true, config });
    cleanup.push(() => t.close());
    const a = await t.signedIn({ role: 'admin' });
    const b = await t.signedIn({ role: 'admin' });
    return { t, a, b };
  }

  it('registers app sources, lists them as sources and endpoints, and keeps them per organisation', async () => {
    const { a, b } = await setup();
    const created = await a.agent.post('/api/app-sources', {
      name: 'Speaker Stage',
      type: 'Mixed',
      description: 'Speaking and media',
      url: 'https://speakerstage.example',
    });
    expect(created.status).toBe(201);
    const s = await json(created);
    expect(s).toMatchObject({ name: 'Speaker Stage', type: 'Mixed', url: 'https://speakerstage.example' });
    expect((await a.agent.post('/api/app-sources', { name: 'speaker-stage' })).status).toBe(409);
    for (const bad of [
      {},
      { name: '' },
      { name: 'X', type: 'B2X' },
      { name: 'X', url: 'javascript:alert(1)' },
      { name: 'X', extra: 1 },
    ])
      expect((await a.agent.post('/api/app-sources', bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await json(await a.agent.get('/api/app-sources'))).toEqual([s]);
    expect(await json(await a.agent.get('/api/data-collection/endpoints'))).toEqual([
      { ...s, type: 'website', category: 'leads', collectUrl: null },
    ]);
    expect(await json(await b.agent.get('/api/app-sources'))).toEqual([]);
    expect((await b.agent.delete(`/api/app-sources/${s.id}`)).status).toBe(404);
    expect((await a.agent.get('/api/app-sources')).status).toBe(200);
    const member = await (await setup()).t.signedIn({ role: 'member' });
    expect((await member.agent.post('/api/app-sources', { name: 'Y' })).status).toBe(403);
    expect((await a.agent.delete(`/api/app-sources/${s.id}`)).status).toBe(204);
  });

  it('integrates the organisation’s users as contacts once', async () => {
    const { t, a, b } = await setup();
    await t.signedIn({ role: 'member', orgId: a.orgId, email: 'second@example.com' });
    const first = await json(await a.agent.post('/api/contacts/integrate-users'));
    expect(first).toEqual({ integrated: 2, skipped: 0 });
    expect(await json(await a.agent.post('/api/contacts/integrate-users'))).toEqual({
      integrated: 0,
      skipped: 2,
    });
    const bySource = await json(await a.agent.get('/api/contacts/by-source'));
    expect(bySource['Ecosystem Hub'].total).toBe(2);
    expect(bySource['Ecosystem Hub'].contacts[0]).toHaveProperty('email');
    expect(await json(await b.agent.get('/api/contacts/by-source'))).toEqual({});
    expect((await a.agent.get('/api/contacts/by-source?limit=0')).status).toBe(400);
  });

  it('creates a sample user and its contact each time it is asked (spec 001)', async () => {
    const { t, a, b } = await setup();
    const orgs = t.hub.ctx.use(coreServices).orgs;
    const before = (await orgs.members(a.orgId)).length;
    const one = await a.agent.post('/api/contacts/create-example');
    expect(one.status).toBe(201);
    const body = await json(one);
    expect(body.contact).toMatchObject({ firstName: 'Example', tags: ['example'] });
    // The sample user: a viewer of this organisation, no password, the contact's address.
    expect(body.user.email).toBe(body.contact.email);
    const members = await orgs.members(a.orgId);
    expect(members).toHaveLength(before + 1);
    expect(members.find((m) => m.email === body.user.email)).toMatchObject({ role: 'viewer' });
    expect(await t.hub.ctx.use(coreServices).users.byEmail(body.user.email)).toMatchObject({
      passwordHash: null,
    });
    expect((await a.agent.post('/api/contacts/create-example')).status).toBe(201);
    expect((await json(await a.agent.get('/api/contacts'))).items.length).toBe(2);
    expect(await orgs.members(a.orgId)).toHaveLength(before + 2);
    // Integrating the users later finds their contacts already there.
    expect(await json(await a.agent.post('/api/contacts/integrate-users'))).toMatchObject({ integrated: 1 });
    expect((await orgs.members(b.orgId)).length).toBe(1);
  });

  it('creates no example when the plan has no seat for the sample user', async () => {
    const { t, a } = await setup();
    const { HttpError } = await import('@ecohub/core');
    t.hub.ctx.quotas.provide(async (_org, resource) => {
      if (resource === 'users') throw new HttpError(402, 'No seat left');
    });
    const res = await a.agent.post('/api/contacts/create-example');
    expect(res.status).toBe(402);
    expect((await json(await a.agent.get('/api/contacts'))).items).toEqual([]);
  });

  it('standardises source spellings and tags contacts with their source', async () => {
    const { a, b } = await setup();
    await a.agent.post('/api/app-sources', { name: 'Speaker Stage', url: 'https://speakerstage.example' });
    for (const source of [
      'speakerstage.example',
      'https://www.speakerstage.example/join',
      'speaker stage',
      'Speaker Stage',
    ])
      await a.agent.post('/api/contacts', { firstName: 'X', source });
    await b.agent.post('/api/contacts', { firstName: 'Other', source: 'speaker stage' });
    expect(await json(await a.agent.post('/api/data-collection/update-sources'))).toEqual({
      standardized: 3,
    });
    expect(await json(await a.agent.post('/api/contacts/tag-sources'))).toEqual({ updated: 4 });
    expect(await json(await a.agent.post('/api/contacts/tag-sources'))).toEqual({ updated: 0 });
    const items = (await json(await a.agent.get('/api/contacts'))).items;
    expect(items.every((c: any) => c.source === 'Speaker Stage' && c.tags.includes('Speaker Stage'))).toBe(
      true,
    );
    expect((await json(await b.agent.get('/api/contacts'))).items[0].source).toBe('speaker stage');
  });

  it('collects users from sibling apps over HTTP as jobs, with progress and per-app errors', async () => {
    const { a, b } = await setup();
    const app = await siblingApp();
    cleanup.push(() => new Promise<void>((r) => app.server.close(() => r())));
    await a.agent.post('/api/contacts', { firstName: 'Ada', email: 'ada@example.com' });
    await a.agent.post('/api/app-sources', {
      name: 'SoulScan',
      platform: 'replit',
      category: 'data',
      url: 'https://soulscan.example',
      collectUrl: `${app.url}/api/ecohub/users`,
    });
    await a.agent.post('/api/app-sources', {
      name: 'Broken App',
      collectUrl: `${app.url}/broken/api/ecohub/users`,
    });

    const single = await a.agent.post('/api/data-collection/collect-single', { appName: 'soulscan' });
    expect(single.status).toBe(200);
    expect(await json(single)).toMatchObject({
      app: { name: 'SoulScan' },
      integration: { integrated: 3, created: 2, updated: 1 },
      status: 'completed',
    });
    const ada = (await json(await a.agent.get('/api/contacts?q=ada'))).items[0];
    expect(ada).toMatchObject({ firstName: 'Ada', phone: '555-1', tags: ['SoulScan'] });

    const all = await json(await a.agent.post('/api/data-collection/collect-all'));
    expect(all).toMatchObject({ totalApps: 2, totalContacts: 0, status: 'completed' });
    // The status and a reason of ours: the app's own error page ('boom') is never echoed.
    expect(all.errors).toEqual([{ app: 'Broken App', message: 'The app answered HTTP 500' }]);
    expect(await json(await a.agent.get('/api/data-collection/progress'))).toMatchObject({
      kind: 'collect-all',
      totalApps: 2,
      doneApps: 2,
    });

    const eco = await json(await a.agent.post('/api/data-collection/create-ecosystem'));
    expect(eco).toMatchObject({ created: 1, updated: 0 });
    const report = await json(await a.agent.get('/api/data-collection/ecosystem-report'));
    expect(report).toMatchObject({
      totalContacts: 4,
      contactsBySource: { SoulScan: 2, Unknown: 1, 'Ecosystem Hub': 1 },
      totalValue: 0,
    });
    expect(report.topSources[0]).toEqual({ source: 'SoulScan', count: 2, value: 0 });

    expect((await a.agent.post('/api/data-collection/collect-single', { appName: 'Nope' })).status).toBe(404);
    expect((await a.agent.post('/api/data-collection/collect-single', {})).status).toBe(400);
    expect((await b.agent.post('/api/data-collection/collect-single', { appName: 'SoulScan' })).status).toBe(
      404,
    );
    expect(await json(await b.agent.get('/api/data-collection/ecosystem-report'))).toEqual({
      totalContacts: 0,
      contactsBySource: {},
      totalValue: 0,
      topSources: [],
    });
    expect(await json(await b.agent.get('/api/data-collection/progress'))).toBeNull();
  });

  it('refuses a collect URL on an internal address and never echoes what it answered (issue #11)', async () => {
    const secret = await internalPage();
    cleanup.push(() => new Promise<void>((r) => secret.server.close(() => r())));
    const { a } = await setup({});
    const port = new URL(secret.url).port;
    const probes = [
      `http://127.0.0.1:${port}/admin/secret`,
      `http://2130706433:${port}/admin/secret`,
      `http://[::ffff:127.0.0.1]:${port}/admin/secret`,
      `http://localhost:${port}/admin/secret`,
      `http://[::1]:${port}/admin/secret`,
    ];
    for (const [i, collectUrl] of probes.entries()) {
      expect((await a.agent.post('/api/app-sources', { name: `probe ${i}`, collectUrl })).status).toBe(201);
      const res = await a.agent.post('/api/data-collection/collect-single', { appName: `probe ${i}` });
      const text = await res.text();
      expect(text).not.toContain('top secret');
      expect(JSON.parse(text).errors, collectUrl).toEqual([
        {
          app: `probe ${i}`,
          message: expect.stringMatching(/is not reachable from the hub \(loopback address\)/),
        },
      ]);
    }
    expect(secret.hits()).toBe(0);
    expect((await json(await a.agent.get('/api/contacts'))).items).toEqual([]);
  });
});

/** An internal page that a user of the hub must not be able to read. */
async function internalPage(): Promise<{ url: string; server: Server; hits: () => number }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    res.writeHead(req.url === '/admin/secret' ? 403 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ users: [{ email: 'leak@internal.example' }], note: 'top secret' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, hits: () => hits };
}
