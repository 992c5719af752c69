import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';

const JSON_ROUTES = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
];

describe.each(testDialects)('auth routes refuse bad input on %s', (dialect) => {
  it('answers 400 with issues for malformed bodies and 415 for other content types, never 500', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { agent } = await t.signedIn({ role: 'admin' }); // change-password needs a session
      const bodies: Array<[string, string]> = [
        ['{}', 'application/json'],
        ['[]', 'application/json'],
        ['null', 'application/json'],
        ['"text"', 'application/json'],
        [
          '{"email": 5, "password": [], "token": {}, "currentPassword": 1, "newPassword": false}',
          'application/json',
        ],
      ];
      for (const path of JSON_ROUTES) {
        for (const [body, type] of bodies) {
          const res = await agent.request('POST', path, body, { 'content-type': type });
          expect(res.status, `${path} ${body}`).toBe(400);
          const err = await res.json();
          expect(err.code).toBe('validation');
          expect(err.issues.length, `${path} ${body}`).toBeGreaterThan(0);
        }
        const broken = await agent.request('POST', path, '{"email":', { 'content-type': 'application/json' });
        expect(broken.status).toBe(400);
        expect(await broken.json()).toMatchObject({ code: 'validation', issues: [{ path: '' }] });
        const form = await agent.request('POST', path, 'email=a%40b.c&password=x', {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(form.status, path).toBe(415);
        expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
      }
      const badQuery = await agent.get('/api/auth/reset-tokens?limit=lots');
      expect(badQuery.status).toBe(400);
      expect((await badQuery.json()).issues[0].path).toBe('limit');
    } finally {
      await t.close();
    }
  });

  it('needs a session for change-password and the admin role for reset tokens', async () => {
    const t = await createTestHub({ dialect });
    try {
      const anonymous = await t.request('/api/auth/change-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: 'a', newPassword: 'b' }),
      });
      expect(anonymous.status).toBe(401);
      expect((await t.request('/api/auth/reset-tokens')).status).toBe(401);
      expect((await t.request('/api/auth/user')).status).toBe(401);
      const member = await t.signedIn({ role: 'member' });
      const forbidden = await member.agent.get('/api/auth/reset-tokens');
      expect(forbidden.status).toBe(403);
      // The public demo visitor is nobody's account.
      const demo = await t.request('/api/auth/user', { headers: { 'x-ecohub-demo': '1' } });
      expect(demo.status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
