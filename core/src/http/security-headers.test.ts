import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { createTestHub } from '../testing/index.ts';
import { CSP, CSP_VALUE, JSON_CSP_VALUE, PERMISSIONS_POLICY } from './security.ts';

const OWN_CSP = "default-src 'none'";

// Routes that set a secure header themselves: their value must win.
const plugin = definePlugin({
  id: 'headers-test',
  routes: (app) => {
    app.get('/api/headers-test/own', (c) => {
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return c.json({ ok: true });
    });
    app.get(
      '/api/headers-test/raw',
      () =>
        new Response('raw', { headers: { 'content-security-policy': OWN_CSP, 'x-frame-options': 'DENY' } }),
    );
    app.get('/api/headers-test/redirect', (c) => c.redirect('/healthz'));
    // A route that writes on Node's response itself (served over HTTP only).
    app.get('/api/headers-test/node', (c) => {
      (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing?.setHeader('x-frame-options', 'DENY');
      return c.json({ ok: true });
    });
  },
});

/** The JSON answers' policy, as hono's secureHeaders() options. */
const JSON_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * What hono's secureHeaders() sends with the hub's options, for the same routes: a JSON answer
 * with the JSON policy, any other with the page policy.
 */
async function reference(): Promise<Map<string, Headers>> {
  const page = await referenceWith(CSP);
  const json = await referenceWith(JSON_CSP);
  return new Map(PATHS.map((p) => [p, (JSON_PATHS.has(p) ? json : page).get(p) as Headers]));
}

async function referenceWith(policy: Record<string, string[]>): Promise<Map<string, Headers>> {
  const app = new Hono();
  app.use(
    secureHeaders({
      contentSecurityPolicy: policy,
      crossOriginEmbedderPolicy: false,
      // Also a Permissions-Policy (issue #11, finding 12).
      permissionsPolicy: { ...PERMISSIONS_POLICY },
      overwrite: false,
    }),
  );
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/api/headers-test/own', (c) => {
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.json({ ok: true });
  });
  app.get(
    '/api/headers-test/raw',
    () => new Response('raw', { headers: { 'content-security-policy': OWN_CSP, 'x-frame-options': 'DENY' } }),
  );
  app.get('/api/headers-test/redirect', (c) => c.redirect('/healthz'));
  const out = new Map<string, Headers>();
  for (const p of PATHS) out.set(p, (await app.request(p)).headers);
  return out;
}

const PATHS = ['/healthz', '/api/headers-test/own', '/api/headers-test/raw', '/api/headers-test/redirect'];
/** The routes that answer JSON (the raw route answers text, the redirect no body). */
const JSON_PATHS = new Set(['/healthz', '/api/headers-test/own']);
// Headers that differ between a socket and an in-process answer, or between routes' bodies.
const TRANSPORT = new Set([
  'content-length',
  'content-type',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
const secure = (h: Headers) =>
  [...h].filter(([k]) => !TRANSPORT.has(k)).sort(([a], [b]) => a.localeCompare(b));

describe('secure headers', () => {
  it("are hono secureHeaders' own, a route's value winning, in process and served over HTTP", async () => {
    const expected = await reference();
    expect(expected.get('/api/headers-test/own')?.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(expected.get('/api/headers-test/raw')?.get('content-security-policy')).toBe(OWN_CSP);
    expect(expected.get('/healthz')?.get('content-security-policy')).toBe(JSON_CSP_VALUE);
    expect(expected.get('/api/headers-test/redirect')?.get('content-security-policy')).toBe(CSP_VALUE);

    const t = await createTestHub({ plugins: [plugin] });
    const server = serve({ fetch: t.hub.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const p of PATHS) {
        const want = secure(expected.get(p) as Headers);
        const inProcess = await t.request(p);
        expect(inProcess.status).toBe(p.endsWith('redirect') ? 302 : 200);
        expect(secure(inProcess.headers), `in process ${p}`).toEqual(want);
        const res = await fetch(`${base}${p}`, { redirect: 'manual' });
        expect(res.status).toBe(p.endsWith('redirect') ? 302 : 200);
        expect(secure(res.headers), `over HTTP ${p}`).toEqual(want);
        const head = await fetch(`${base}${p}`, { method: 'HEAD', redirect: 'manual' });
        expect(secure(head.headers), `HEAD over HTTP ${p}`).toEqual(want);
      }
      const node = await fetch(`${base}/api/headers-test/node`);
      expect(node.headers.get('x-frame-options')).toBe('DENY');
      expect(secure(node.headers).filter(([k]) => k !== 'x-frame-options')).toEqual(
        secure(expected.get('/healthz') as Headers).filter(([k]) => k !== 'x-frame-options'),
      );
      // Errors carry them too (JSON: the JSON policy), over HTTP as in process.
      const missing = await fetch(`${base}/api/nope`);
      expect(missing.status).toBe(404);
      expect(secure(missing.headers)).toEqual(secure(expected.get('/healthz') as Headers));
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  });

  it('add Cache-Control: no-store to a signed-in API answer (an export too), in process and over HTTP', async () => {
    const t = await createTestHub({ plugins: [plugin] });
    const server = serve({ fetch: t.hub.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { agent } = await t.signedIn();
      const cookie = `ecohub_session=${agent.cookie}`;
      for (const p of ['/api/auth/user', '/api/headers-test/raw', '/api/nope']) {
        expect((await agent.get(p)).headers.get('cache-control'), `in process ${p}`).toBe('no-store');
        const res = await fetch(`${base}${p}`, { headers: { cookie } });
        expect(res.headers.get('cache-control'), `over HTTP ${p}`).toBe('no-store');
        expect(res.headers.get('permissions-policy')).toContain('camera=()');
        // The position only to the hub's own pages (the CRM's geofence panel).
        expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
        // Signed out, the same paths are left to the route.
        expect((await fetch(`${base}${p}`)).headers.get('cache-control')).toBeNull();
      }
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  });
});
