import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../../shared/index.ts';
import { createApp, postSigned, superhubHub } from './test-helpers.ts';

describe.each(testDialects)('superhub reading routes on %s', (dialect) => {
  it('pages the logs with filters and a cursor, and refuses bad queries', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    for (let i = 0; i < 5; i++)
      await postSigned(t, app, { event: i % 2 ? 'odd' : 'even', tag: `t${i}` }, { id: `m${i}` });
    const first = await (await owner.agent.get('/api/logs/webhook_events?limit=2')).json();
    expect(first.events).toHaveLength(2);
    const second = await (
      await owner.agent.get(`/api/logs/webhook_events?limit=2&cursor=${first.nextCursor}`)
    ).json();
    const third = await (
      await owner.agent.get(`/api/logs/webhook_events?limit=2&cursor=${second.nextCursor}`)
    ).json();
    const ids = [...first.events, ...second.events, ...third.events].map(
      (e: { messageId: string }) => e.messageId,
    );
    expect(ids.sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(third.nextCursor).toBeNull();

    const odd = await (await owner.agent.get(`/api/logs/webhook_events?event=odd&app=${app.id}`)).json();
    expect(odd.events.map((e: { tag: string }) => e.tag).sort()).toEqual(['t1', 't3']);
    const tagged = await (await owner.agent.get('/api/logs/webhook_events?tag=t4')).json();
    expect(tagged.events).toHaveLength(1);
    const future = await (
      await owner.agent.get('/api/logs/webhook_events?since=2999-01-01T00:00:00Z')
    ).json();
    expect(future.events).toEqual([]);

    for (const q of ['limit=0', 'limit=abc', 'cursor=%21%21', 'since=yesterday', 'unknown=1'])
      expect((await owner.agent.get(`/api/logs/webhook_events?${q}`)).status, q).toBe(400);
    expect((await owner.agent.get('/api/user_activity?limit=500')).status).toBe(400);
    expect((await owner.agent.get('/api/errors?status=')).status).toBe(400);
    await t.close();
  });

  it('keeps every organisation to its own events, apps and flags', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    await postSigned(t, app, { event: 'mine', status: 'error', user: 'ada@example.com' });
    await postSigned(t, app, { event: 'mine' });
    const stranger = await t.signedIn({ role: 'owner' });
    for (const path of ['/api/logs/webhook_events', '/api/user_activity', '/api/errors']) {
      expect((await (await stranger.agent.get(path)).json()).events, path).toEqual([]);
      // Another organisation's app id is a 404.
      expect((await stranger.agent.get(`${path}?app=${app.id}`)).status, path).toBe(404);
      expect((await t.request(path)).status, path).toBe(401);
    }
    const dash = await (await stranger.agent.get('/api/superhub-dashboard')).json();
    expect(dash.stats).toMatchObject({ total_apps: 0, recent_events: 0 });
    expect(dash.logs).toEqual([]);
    expect((await t.request('/api/superhub-dashboard')).status).toBe(401);
    await t.close();
  });

  it('answers the dashboard of spec 002 §3 and lets only super admins switch flags', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    await postSigned(t, app, { event: 'user.signup', tag: 'signup' });
    const dash = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(Object.keys(dash.feature_flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.values(dash.feature_flags)).toEqual(Array(7).fill(true));
    expect(dash.logs[0]).toMatchObject({ payload: { app: 'Brand Studio', status: 'ok', tag: 'signup' } });
    expect(dash.endpoints.map((e: { path: string }) => e.path)).toContain('/api/receive');

    const patch = { flags: { trauma_insights: false } };
    expect((await owner.agent.patch('/api/superhub/feature-flags', patch)).status).toBe(403);
    const admin = await t.signedIn({ superAdmin: true, elevated: true });
    const notElevated = await t.signedIn({ superAdmin: true });
    expect((await notElevated.agent.patch('/api/superhub/feature-flags', patch)).status).toBe(403);
    const res = await admin.agent.patch('/api/superhub/feature-flags', { ...patch, orgId: owner.orgId });
    expect(res.status).toBe(200);
    expect((await res.json()).feature_flags.trauma_insights).toBe(false);
    const after = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(after.feature_flags.trauma_insights).toBe(false);
    // The admin's own organisation is untouched.
    const own = await (await admin.agent.get('/api/superhub-dashboard')).json();
    expect(own.feature_flags.trauma_insights).toBe(true);

    for (const bad of [{ flags: {} }, { flags: { nope: true } }, { flags: { user_analytics: 'yes' } }, {}])
      expect((await admin.agent.patch('/api/superhub/feature-flags', bad)).status).toBe(400);
    expect(
      (await admin.agent.patch('/api/superhub/feature-flags', { ...patch, orgId: 'org_missing' })).status,
    ).toBe(404);
    await t.close();
  });

  it('lists the newest events of every stream on the dashboard, and counts the last 24 hours', async () => {
    const clock = new FakeClock();
    const { t, owner } = await superhubHub(dialect, { clock });
    const app = await createApp(owner);
    const kinds = [{}, { status: 'error' }, { user: 'ada@example.com' }];
    const post = async (event: string, kind: number) => {
      clock.advance(1000);
      const res = await postSigned(t, app, { event, ...kinds[kind] }, { at: clock.now() });
      expect(res.status).toBe(202);
    };
    for (let i = 0; i < 4; i++) await post(`old${i}`, i % 3);
    clock.advance(25 * 60 * 60 * 1000);
    // Mostly server events, some errors and user activity: the newest of all three, merged.
    const recent = Array.from({ length: 26 }, (_, i) => ({
      event: `e${i}`,
      kind: i % 5 === 0 ? 1 : i % 7 === 0 ? 2 : 0,
    }));
    for (const e of recent) await post(e.event, e.kind);
    const dash = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(dash.stats.recent_events).toBe(26);
    expect(dash.logs.map((l: { payload: { event: string } }) => l.payload.event)).toEqual(
      recent
        .map((e) => e.event)
        .reverse()
        .slice(0, 20),
    );
    await t.close();
  });

  it('shows the seeded demo organisation read-only to -demo pages', async () => {
    const { t } = await superhubHub(dialect);
    await seedDemo(t.hub);
    const demo = { [DEMO_HEADER]: '1' };
    const res = await t.request('/api/superhub-dashboard', { headers: demo });
    expect(res.status).toBe(200);
    const dash = await res.json();
    expect(dash.stats).toEqual({ total_apps: 22, recent_events: 36, monitoring_active: true });
    expect(dash.logs).toHaveLength(20);
    expect(dash.logs.some((l: { payload: { status: string } }) => l.payload.status !== 'ok')).toBe(true);
    const errors = await (await t.request('/api/errors', { headers: demo })).json();
    expect(errors.events.length).toBeGreaterThan(0);
    const patch = await t.request('/api/superhub/feature-flags', {
      method: 'PATCH',
      headers: { ...demo, 'content-type': 'application/json' },
      body: JSON.stringify({ flags: { trauma_insights: false } }),
    });
    expect([401, 403]).toContain(patch.status);
    await t.close();
  });
});
