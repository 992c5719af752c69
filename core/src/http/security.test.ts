import { describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '../json-depth.ts';
import { createTestHub, testDialects } from '../testing/index.ts';
import { CSP_VALUE } from './security.ts';

const LOGIN = '/api/super-admin/login';
const post = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe.each(testDialects)('request security on %s', (dialect) => {
  it('refuses a cookie-authenticated mutation from another site (CSRF)', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { agent } = await t.signedIn({ superAdmin: true, elevated: true });
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ];
      for (const headers of refused) {
        const res = await agent.post('/api/super-admin/logout', {}, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toEqual({ message: 'Cross-site request refused', code: 'csrf' });
      }
      // Still elevated: none of the refused requests reached the route.
      expect((await (await agent.get('/api/super-admin/status')).json()).authenticated).toBe(true);

      const same = await agent.post('/api/super-admin/logout', {}, { 'sec-fetch-site': 'same-origin' });
      expect(same.status).toBe(200);
      expect((await (await agent.get('/api/super-admin/status')).json()).authenticated).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('lets reads from anywhere through: CSRF guards only mutations', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { agent } = await t.signedIn();
      const res = await agent.get('/api/super-admin/status', { 'sec-fetch-site': 'cross-site' });
      expect(res.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('sends secure headers: a page policy that allows only the hub itself, a JSON answer one that allows nothing', async () => {
    const page = Object.fromEntries(CSP_VALUE.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(page['default-src']).toBe("default-src 'self'");
    expect(page['script-src']).toBe("script-src 'self'");
    expect(page['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(page['object-src']).toBe("object-src 'none'");
    expect(CSP_VALUE).not.toMatch(/https?:\/\//);
    const t = await createTestHub({ dialect });
    try {
      const res = await t.request('/healthz');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const csp = res.headers.get('content-security-policy') ?? '';
      // Nothing may load, frame it, set its base or send a form: every directive of the page policy
      // (and default-src for the rest) is met or narrowed.
      expect(csp).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      for (const name of Object.keys(page)) {
        const own = csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? csp.split('; ')[0];
        expect(own, name).toMatch(/ 'none'$/);
      }
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // Errors carry them too.
      const missing = await t.request('/api/nope');
      expect(missing.headers.get('content-security-policy')).toBe(csp);
    } finally {
      await t.close();
    }
  });

  it('answers 413 JSON for a body over 1 MiB', async () => {
    const t = await createTestHub({ dialect });
    try {
      const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) });
      const res = await t.request(LOGIN, post(big));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        message: 'Request body is larger than 1024 KiB',
        code: 'payload_too_large',
      });
      // Without a declared length the bytes read are counted.
      const stream = new Blob([big]).stream();
      const chunked = await t.request(LOGIN, { ...post(stream), duplex: 'half' } as RequestInit);
      expect(chunked.status).toBe(413);
    } finally {
      await t.close();
    }
  });

  it('answers 400 to JSON nested deeper than the cap, parsed or not by the route, never 500', async () => {
    const t = await createTestHub({ dialect });
    try {
      const errors = vi.spyOn(t.hub.ctx.log, 'error');
      const deep = `{"email":"a@b.test","password":${'['.repeat(6_000)}${']'.repeat(6_000)}}`;
      const tooDeep = {
        message: `JSON nested too deeply (max ${MAX_JSON_DEPTH} levels)`,
        code: 'validation',
        issues: [
          { path: '', message: `Arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels deep` },
        ],
      };
      for (const path of [LOGIN, '/api/auth/login']) {
        const res = await t.request(path, post(deep));
        expect(res.status, path).toBe(400);
        expect(await res.json(), path).toEqual(tooDeep);
      }
      // Also on a route that reads no body.
      const { agent } = await t.signedIn({ superAdmin: true, elevated: true });
      const logout = await agent.request('POST', '/api/super-admin/logout', deep, {
        'content-type': 'application/json',
      });
      expect(logout.status).toBe(400);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });

  it('answers 400 with issues for malformed JSON and 415 for another content type', async () => {
    const t = await createTestHub({ dialect });
    try {
      const bad = await t.request(LOGIN, post('{"email": "a@b.test",'));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        message: 'Malformed JSON body',
        code: 'validation',
        issues: [{ path: '', message: 'Body is not valid JSON' }],
      });
      // Also on a route that reads no body: a body that claims to be JSON must be JSON.
      const { agent } = await t.signedIn({ superAdmin: true, elevated: true });
      const ignored = await agent.post('/api/super-admin/logout', '{oops', {
        'content-type': 'application/json',
      });
      expect(ignored.status).toBe(400);
      expect((await (await agent.get('/api/super-admin/status')).json()).authenticated).toBe(true);
      const form = await t.request(
        LOGIN,
        post('email=a@b.test', { 'content-type': 'application/x-www-form-urlencoded' }),
      );
      expect(form.status).toBe(415);
      expect(await form.json()).toEqual({
        message: 'Content-Type must be application/json',
        code: 'unsupported_media_type',
      });
    } finally {
      await t.close();
    }
  });
});
