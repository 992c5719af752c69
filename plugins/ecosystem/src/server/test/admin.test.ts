import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_GRANT_TTL_MS } from '../../shared/index.ts';
import ecosystemPlugin from '../index.ts';
import { sampleApp } from './helpers.ts';

/** What a sibling app's server sends: the body signed with its secret (Standard Webhooks). */
function signed(secret: string, body: unknown, id = `msg_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify(body);
  const now = new Date();
  const signature = new Webhook(secret).sign(id, now, payload);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: payload,
  };
}

const MINUTE = 60_000;

describe.each(testDialects)('Admin View grants and checks on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  async function setup() {
    const clock = new FakeClock();
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin], clock });
    const admin = await t.signedIn({ superAdmin: true, elevated: true });
    const created = await (await admin.agent.post('/api/ecosystem/apps', sampleApp())).json();
    return { clock, admin, created };
  }

  it('confirms an elevated super admin to the app that signs the check, only while the grant lasts', async () => {
    const { clock, admin, created } = await setup();
    const grantRes = await admin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`);
    expect(grantRes.status).toBe(201);
    const grant = await grantRes.json();
    const url = new URL(grant.url);
    expect(url.origin).toBe('https://brand.example.com');
    expect(url.searchParams.get('super_admin')).toBe('true');
    expect(url.searchParams.get('bypass_paywall')).toBe('true');
    expect(url.searchParams.get('hub_grant')).toBe(grant.token);

    const body = { app: created.app.id, grant: grant.token };
    const ok = await t.hub.app.request('/api/ecosystem/admin-check', signed(created.signingSecret, body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      superAdmin: true,
      bypassPaywall: true,
      user: { email: expect.any(String) },
    });

    // Signed with the previous secret during the overlap: still accepted.
    const rotated = await (
      await admin.agent.post(`/api/ecosystem/apps/${created.app.id}/rotate-secret`)
    ).json();
    const old = await t.hub.app.request('/api/ecosystem/admin-check', signed(created.signingSecret, body));
    expect((await old.json()).superAdmin).toBe(true);
    const fresh = await t.hub.app.request('/api/ecosystem/admin-check', signed(rotated.signingSecret, body));
    expect((await fresh.json()).superAdmin).toBe(true);

    clock.advance(ADMIN_GRANT_TTL_MS);
    const expired = await t.hub.app.request(
      '/api/ecosystem/admin-check',
      signed(rotated.signingSecret, body),
    );
    expect(await expired.json()).toEqual({
      superAdmin: false,
      bypassPaywall: false,
      user: null,
      expiresAt: null,
    });
  });

  it("stops confirming a grant once the session's elevation has lapsed (2 h at most, 15 idle minutes)", async () => {
    const { clock, admin, created } = await setup();
    const body = (grant: { token: string }) => ({ app: created.app.id, grant: grant.token });
    const check = async (grant: { token: string }) =>
      (
        await (
          await t.hub.app.request('/api/ecosystem/admin-check', signed(created.signingSecret, body(grant)))
        ).json()
      ).superAdmin;
    const grantNow = async () => {
      const res = await admin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`);
      expect(res.status).toBe(201);
      return res.json();
    };

    // Used every 10 minutes, the elevation stays (each admin call renews its idle window)…
    for (let minute = 10; minute <= 110; minute += 10) {
      clock.advance(10 * MINUTE);
      expect(await check(await grantNow())).toBe(true);
    }
    // …until 2 h after it was granted: a grant made 2 minutes before is still fresh, but proves nothing.
    clock.advance(8 * MINUTE);
    const late = await grantNow();
    expect(await check(late)).toBe(true);
    clock.advance(2 * MINUTE);
    expect(Date.parse(late.expiresAt)).toBeGreaterThan(clock.now().getTime());
    expect(await check(late)).toBe(false);
    expect((await admin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).status).toBe(403);

    // A new elevation that then sits unused for 15 minutes lapses too.
    const idle = await t.signedIn({ superAdmin: true, elevated: true, orgId: admin.orgId });
    const res = await idle.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`);
    expect(res.status).toBe(201);
    clock.advance(15 * MINUTE);
    expect((await idle.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).status).toBe(403);
    expect((await idle.agent.get('/api/ecosystem/apps?scope=platform')).status).toBe(403);
  });

  it('refuses unsigned, wrongly signed, malformed and cross-app checks', async () => {
    const { admin, created } = await setup();
    const other = await (await admin.agent.post('/api/ecosystem/apps', sampleApp({ name: 'Other' }))).json();
    const grant = await (await admin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).json();
    const body = { app: created.app.id, grant: grant.token };

    const unsigned = await t.hub.app.request('/api/ecosystem/admin-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    const wrongSecret = await t.hub.app.request(
      '/api/ecosystem/admin-check',
      signed(other.signingSecret, body),
    );
    expect(wrongSecret.status).toBe(401);
    const malformed = await t.hub.app.request(
      '/api/ecosystem/admin-check',
      signed(created.signingSecret, { app: created.app.id, grant: 'short' }),
    );
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).issues[0].path).toBe('grant');
    // The other app, correctly signed, cannot use a grant made for this one.
    const crossApp = await t.hub.app.request(
      '/api/ecosystem/admin-check',
      signed(other.signingSecret, { app: other.app.id, grant: grant.token }),
    );
    expect((await crossApp.json()).superAdmin).toBe(false);
  });

  it('grants only to elevated super admins, inside their registry', async () => {
    const { created } = await setup();
    const owner = await t.signedIn();
    const notElevated = await t.signedIn({ superAdmin: true });
    const otherAdmin = await t.signedIn({ superAdmin: true, elevated: true });
    expect((await owner.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).status).toBe(403);
    expect((await notElevated.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).status).toBe(
      403,
    );
    expect((await otherAdmin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant`)).status).toBe(
      404,
    );
    expect(
      (await t.request(`/api/ecosystem/apps/${created.app.id}/admin-grant`, { method: 'POST' })).status,
    ).toBe(401);
    const badScope = await otherAdmin.agent.post(`/api/ecosystem/apps/${created.app.id}/admin-grant?scope=x`);
    expect(badScope.status).toBe(400);
  });
});
