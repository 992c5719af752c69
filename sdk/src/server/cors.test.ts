import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { honoHubCors, hubCors, nodeHubCors } from './cors.ts';

const HUB = 'https://hub.example.com';
const OTHER = 'https://evil.example.net';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
];

const corsOf = (h: Headers) => CORS_HEADERS.filter((k) => h.has(k));

function honoApp() {
  const app = new Hono();
  // A trailing path is reduced to the origin.
  app.use('/api/auth/*', honoHubCors({ hub: `${HUB}/dashboard` }));
  app.get('/api/auth/user', (c) => {
    c.header('Vary', 'Cookie');
    return c.req.header('cookie') === 'sid=1' ? c.json({ email: 'a@b.co' }) : c.json({ message: 'x' }, 401);
  });
  return app;
}

describe('honoHubCors', () => {
  it("answers the hub's origin with credentialed CORS, never *", async () => {
    const res = await honoApp().request('/api/auth/user', {
      headers: { Origin: HUB, Accept: 'application/json', Cookie: 'sid=1' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'a@b.co' });
    expect(res.headers.get('access-control-allow-origin')).toBe(HUB);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toBe('Cookie, Origin');
    // A 401 must be readable by the hub too (it counts as 'unauthorized', not as an error).
    const anon = await honoApp().request('/api/auth/user', { headers: { Origin: HUB } });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('access-control-allow-origin')).toBe(HUB);
  });

  it('gives another origin, or none, no CORS headers at all', async () => {
    const cases: Record<string, string>[] = [
      { Origin: OTHER },
      { Origin: 'null' },
      { Origin: `${HUB}:8443` },
      {},
    ];
    for (const headers of cases) {
      const res = await honoApp().request('/api/auth/user', { headers: { ...headers, Cookie: 'sid=1' } });
      expect(res.status).toBe(200); // the app still answers; the browser keeps it from the page
      expect(corsOf(res.headers)).toEqual([]);
      expect(res.headers.get('vary')).toBe('Cookie, Origin');
    }
  });

  it('answers the preflight itself, for the hub only', async () => {
    const preflight = (origin: string) =>
      honoApp().request('/api/auth/user', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'accept',
        },
      });
    const ok = await preflight(HUB);
    expect(ok.status).toBe(204);
    expect(Object.fromEntries([...ok.headers].filter(([k]) => k.startsWith('access-control')))).toEqual({
      'access-control-allow-origin': HUB,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST',
      'access-control-allow-headers': 'Accept, Content-Type',
      'access-control-max-age': '600',
    });
    expect(ok.headers.get('vary')).toBe(
      'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
    );
    const refused = await preflight(OTHER);
    expect(refused.status).toBe(204);
    expect(corsOf(refused.headers)).toEqual([]);
  });

  it('refuses a hub that is not a URL at set-up', () => {
    expect(() => hubCors({ hub: 'hub.example.com' })).toThrow(TypeError);
    expect(hubCors({ hub: 'HTTPS://Hub.Example.com:443/x' }).origin).toBe(HUB);
  });
});

describe('nodeHubCors', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function start(options = { hub: HUB, methods: ['GET'], headers: ['Accept'], maxAge: 60 }) {
    const cors = nodeHubCors(options);
    server = createServer((req, res) => {
      if (cors(req, res)) return;
      res.writeHead(req.headers.cookie === 'sid=1' ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: req.headers.cookie === 'sid=1' }));
    });
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/user`;
  }

  it("answers the hub's origin, refuses others, and answers the preflight", async () => {
    const url = await start();
    const ok = await fetch(url, { headers: { Origin: HUB, Cookie: 'sid=1' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(HUB);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('vary')).toBe('Origin');

    const other = await fetch(url, { headers: { Origin: OTHER, Cookie: 'sid=1' } });
    expect(other.status).toBe(200);
    expect(corsOf(other.headers)).toEqual([]);
    expect(other.headers.get('vary')).toBe('Origin');

    const pre = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: HUB, 'Access-Control-Request-Method': 'GET' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(HUB);
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Accept');
    expect(pre.headers.get('access-control-max-age')).toBe('60');
    const refused = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: OTHER, 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.status).toBe(204);
    expect(corsOf(refused.headers)).toEqual([]);
  });

  it('calls next for Connect-style servers, not for a preflight', () => {
    const cors = nodeHubCors({ hub: HUB });
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (k: string, v: string) => {
        headers[k.toLowerCase()] = v;
      },
      getHeader: (k: string) => headers[k.toLowerCase()],
      end: () => {},
    } as never;
    let nexts = 0;
    const req = (method: string, extra: Record<string, string> = {}) =>
      ({ method, headers: { origin: HUB, ...extra } }) as never;
    expect(cors(req('GET'), res, () => nexts++)).toBe(false);
    expect(cors(req('OPTIONS', { 'access-control-request-method': 'POST' }), res, () => nexts++)).toBe(true);
    expect(nexts).toBe(1);
    expect(headers['access-control-allow-origin']).toBe(HUB);
  });
});
