import { Writable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { definePlugin, type HubEnv } from '../plugin.ts';
import { createTestHub } from '../testing/index.ts';

const own: MiddlewareHandler<HubEnv> = async (_c, next) => {
  await next();
};

// Routes with one handler (run fused with the request frame: one handler for Hono) and one with
// middleware of its own (its chain one step shorter), behind the request frame.
const plugin = definePlugin({
  id: 'frame-test',
  routes: (app) => {
    app.get('/api/frame-test/one', (c) =>
      c.json({ handlers: c.req.matchedRoutes.length, principal: c.get('principal')?.role ?? null }),
    );
    app.get('/api/frame-test/chain', own, (c) => c.json({ handlers: c.req.matchedRoutes.length }));
    app.get('/api/frame-test/item/:id', (c) => c.json({ id: c.req.param('id'), path: c.req.routePath }));
    app.get('/api/frame-test/refused', () => {
      throw new HttpError(409, 'Already there', 'conflict');
    });
    app.get('/api/frame-test/later', async () => {
      await new Promise((r) => setTimeout(r, 1));
      throw new HttpError(422, 'Not now', 'later');
    });
    app.get('/api/frame-test/onward', (_c, next) => next());
    app.get('/api/frame-test/nothing', () => undefined as unknown as Response);
    app.post('/api/frame-test/echo', async (c) => c.json({ ok: true }));
  },
});

describe('the request frame', () => {
  it('frames every answer: params, errors, next, the caller, its own refusals, one log line', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestHub({ plugins: [plugin], logger: pino({ level: 'info' }, sink) });
    try {
      const one = await t.request('/api/frame-test/one');
      expect(await one.json()).toEqual({ handlers: 1, principal: null });
      expect(one.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await (await t.request('/api/frame-test/chain')).json()).toEqual({ handlers: 2 });
      // Params and the matched route stay the route's.
      expect(await (await t.request('/api/frame-test/item/42')).json()).toEqual({
        id: '42',
        path: '/api/frame-test/item/:id',
      });

      // Errors, thrown at once or later, are the one error shape with the secure headers.
      const refused = await t.request('/api/frame-test/refused');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: 'Already there', code: 'conflict' });
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
      const later = await t.request('/api/frame-test/later');
      expect(later.status).toBe(422);
      expect(later.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // A route that passes on finds nothing; one that answers nothing is a server error.
      expect((await t.request('/api/frame-test/onward')).status).toBe(404);
      expect((await t.request('/api/frame-test/nothing')).status).toBe(500);

      // The caller: a session is read (awaited) before the route, with its no-store default.
      const { agent } = await t.signedIn({ role: 'member' });
      const signed = await agent.get('/api/frame-test/one');
      expect(await signed.json()).toEqual({ handlers: 1, principal: 'member' });
      expect(signed.headers.get('cache-control')).toBe('no-store');

      // The frame's own refusals: a cross-site write with the cookie, a body too big.
      const cross = await agent.post('/api/frame-test/echo', {}, { origin: 'https://evil.example' });
      expect(cross.status).toBe(403);
      expect(await cross.json()).toMatchObject({ code: 'csrf' });
      const big = await t.request('/api/frame-test/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(big.status).toBe(413);
      expect(big.headers.get('x-content-type-options')).toBe('nosniff');

      // One log line per request, with the answer's status.
      const logged = lines.filter((l) => l.msg === 'request').map((l) => `${l.method} ${l.path} ${l.status}`);
      expect(logged).toEqual(
        expect.arrayContaining([
          'GET /api/frame-test/one 200',
          'GET /api/frame-test/chain 200',
          'GET /api/frame-test/refused 409',
          'GET /api/frame-test/later 422',
          'GET /api/frame-test/onward 404',
          'GET /api/frame-test/nothing 500',
          'POST /api/frame-test/echo 403',
          'POST /api/frame-test/echo 413',
        ]),
      );
    } finally {
      await t.close();
    }
  });
});
