import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { createApp, ORIGIN, postSigned, signedHeaders, superhubHub, waitSettled } from './test-helpers.ts';

const HUB = 'http://localhost:3000';

describe.each(testDialects)('superhub ingestion on %s', (dialect) => {
  it('stores a signed event once per webhook-id and shows it in the logs', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const event = { event: 'user.signup', status: 'ok', tag: 'signup', data: { plan: 'free' } };
    const first = await postSigned(t, app, event, { id: 'msg_replayed' });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: 1, duplicates: 0, ids: ['msg_replayed'] });
    // The replay is acknowledged, but nothing is stored twice.
    const replay = await postSigned(t, app, event, { id: 'msg_replayed', path: '/api/receive' });
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ accepted: 0, duplicates: 1, ids: ['msg_replayed'] });
    await postSigned(t, app, { event: 'sync.failed', status: 'error', tag: 'sync' }, { path: '/api/listen' });

    const logs = await (await owner.agent.get('/api/logs/webhook_events')).json();
    expect(logs.events).toHaveLength(1);
    expect(logs.events[0]).toMatchObject({
      messageId: 'msg_replayed',
      app: { id: app.id, name: 'Brand Studio' },
      event: 'user.signup',
      status: 'ok',
      tag: 'signup',
      data: { plan: 'free' },
      source: 'server',
    });
    const errors = await (await owner.agent.get('/api/errors')).json();
    expect(errors.events.map((e: { event: string }) => e.event)).toEqual(['sync.failed']);

    const dash = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(dash.stats).toEqual({ total_apps: 1, recent_events: 2, monitoring_active: true });
    expect(dash.apps[0]).toMatchObject({ name: 'Brand Studio', url: ORIGIN, events: 2, errors: 1 });
    await t.close();
  });

  it('answers 401 for a stale timestamp, a wrong signature, a missing header or an unknown app', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const stale = await postSigned(t, app, { event: 'x' }, { at: new Date(Date.now() - 301_000) });
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toBe('Message timestamp too old');
    // Well past the 300 s tolerance, so a slow machine cannot bring it back inside before the check.
    const future = await postSigned(t, app, { event: 'x' }, { at: new Date(Date.now() + 330_000) });
    expect(future.status).toBe(401);

    const other = await createApp(owner, 'Other', 'https://other.example.com');
    const body = JSON.stringify({ app: app.id, event: 'x' });
    const forged = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: signedHeaders(other.secret, body),
      body,
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).message).toBe('Invalid webhook signature');

    const unsigned = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    const unknown = JSON.stringify({ app: 'app_nope', event: 'x' });
    const res = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: signedHeaders(app.secret, unknown),
      body: unknown,
    });
    expect(res.status).toBe(401);
    expect((await (await owner.agent.get('/api/logs/webhook_events')).json()).events).toEqual([]);
    await t.close();
  });

  it('accepts the new secret at once after a rotation, and the previous one during its overlap', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    // The app is resolved (and cached) with its first secret.
    expect((await postSigned(t, app, { event: 'before' })).status).toBe(202);
    const rotated = await owner.agent.post(`/api/ecosystem/apps/${app.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { signingSecret } = (await rotated.json()) as { signingSecret: string };
    expect(signingSecret).not.toBe(app.secret);
    expect((await postSigned(t, { ...app, secret: signingSecret }, { event: 'new.secret' })).status).toBe(
      202,
    );
    expect((await postSigned(t, app, { event: 'old.secret' })).status).toBe(202);
    const other = await createApp(owner, 'Other', 'https://other.example.com');
    expect((await postSigned(t, { ...app, secret: other.secret }, { event: 'forged' })).status).toBe(401);
    const logs = await (await owner.agent.get('/api/logs/webhook_events')).json();
    expect(logs.events.map((e: { event: string }) => e.event).sort()).toEqual([
      'before',
      'new.secret',
      'old.secret',
    ]);
    await t.close();
  });

  it('stores a webhook-id once when its replays arrive in the same group commit', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postSigned(t, app, { event: i % 2 ? 'odd' : 'even' }, { id: i < 3 ? 'msg_same' : `msg_${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(202));
    const acks = await Promise.all(results.map((r) => r.json()));
    expect(
      acks
        .slice(0, 3)
        .map((a) => a.accepted)
        .sort(),
    ).toEqual([0, 0, 1]);
    expect(
      acks
        .slice(0, 3)
        .map((a) => a.duplicates)
        .sort(),
    ).toEqual([0, 1, 1]);
    expect(acks.slice(3).every((a) => a.accepted === 1)).toBe(true);
    const logs = await (await owner.agent.get('/api/logs/webhook_events')).json();
    expect(logs.events.filter((e: { messageId: string }) => e.messageId === 'msg_same')).toHaveLength(1);
    const dash = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(dash.apps[0].events).toBe(4);
    await t.close();
  });

  it('checks the signature over the exact body text, sent as JSON or as text', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    // Spacing and escapes that a parse and re-serialisation would change.
    const body = `{ "app": "${app.id}",\n  "event": "caf\\u00e9.opened", "data": {"note": "ünïcode ✓"} }`;
    const send = (contentType: string, text: string, signedText = text) =>
      t.hub.app.request(`${HUB}/api/record`, {
        method: 'POST',
        headers: { ...signedHeaders(app.secret, signedText), 'content-type': contentType },
        body: text,
      });
    expect((await send('application/json', body)).status).toBe(202);
    expect((await send('text/plain;charset=UTF-8', body)).status).toBe(202);
    const reserialised = JSON.stringify(JSON.parse(body));
    const res = await send('application/json', body, reserialised);
    expect(res.status).toBe(401);
    const logs = await (await owner.agent.get('/api/logs/webhook_events')).json();
    expect(logs.events.map((e: { event: string; data: unknown }) => [e.event, e.data])).toEqual([
      ['café.opened', { note: 'ünïcode ✓' }],
      ['café.opened', { note: 'ünïcode ✓' }],
    ]);
    await t.close();
  });

  it('answers 400 with field issues for bad bodies and 413 above 64 KiB', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const noEvent = await postSigned(t, app, { status: 'ok' });
    expect(noEvent.status).toBe(400);
    expect((await noEvent.json()).issues).toEqual([expect.objectContaining({ path: 'event' })]);
    const extra = await postSigned(t, app, { event: 'x', surprise: 1 });
    expect(extra.status).toBe(400);
    const badTime = await postSigned(t, app, { event: 'x', timestamp: 'yesterday' });
    expect(badTime.status).toBe(400);

    const malformed = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    const noApp = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'x' }),
    });
    expect(noApp.status).toBe(400);

    const longKey = await t.hub.app.request(`${HUB}/api/record?key=${'k'.repeat(201)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
      body: JSON.stringify({ id: 'evt_1', app: app.id, event: 'x' }),
    });
    expect(longKey.status).toBe(400);
    expect((await longKey.json()).issues).toEqual([expect.objectContaining({ path: 'key' })]);
    const emptyKey = await t.hub.app.request(`${HUB}/api/record?key=`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
      body: JSON.stringify({ id: 'evt_1', app: app.id, event: 'x' }),
    });
    expect(emptyKey.status).toBe(400);
    const emptyJson = await t.hub.app.request(`${HUB}/api/record`, {
      method: 'POST',
      headers: { ...signedHeaders(app.secret, ''), 'content-type': 'application/json' },
      body: '',
    });
    expect(emptyJson.status).toBe(400);

    const big = await postSigned(t, app, { event: 'x', data: { blob: 'a'.repeat(65 * 1024) } });
    expect(big.status).toBe(413);
    await t.close();
  });

  it('takes browser events with the publishable key only from allowed origins, with CORS for them', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const batch = JSON.stringify({
      events: [
        { id: 'evt_1', app: app.id, event: 'page', data: { url: `${ORIGIN}/` } },
        { id: 'evt_2', app: app.id, event: 'signup', user: 'ada@example.com' },
      ],
    });
    const send = (origin: string, body = batch, key = app.publishableKey) =>
      t.hub.app.request(`${HUB}/api/record?key=${key}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin },
        body,
      });

    const preflight = await t.hub.app.request(`${HUB}/api/record?key=${app.publishableKey}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);

    const wrong = await send('https://evil.example.com');
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('access-control-allow-origin')).toBeNull();
    const badPreflight = await t.hub.app.request(`${HUB}/api/record?key=${app.publishableKey}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(badPreflight.status).toBe(403);
    expect((await send(ORIGIN, batch, 'pk_unknown')).status).toBe(401);

    const ok = await send(ORIGIN);
    expect(ok.status).toBe(202);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await ok.json()).toMatchObject({ accepted: 2, duplicates: 0 });
    // The beacon retried from the tracker's queue is stored once.
    expect(await (await send(ORIGIN)).json()).toMatchObject({ accepted: 0, duplicates: 2 });

    // An origin allowed afterwards is taken at once (the cached app is checked again before a 403).
    const added = await owner.agent.patch(`/api/ecosystem/apps/${app.id}`, {
      allowedOrigins: [ORIGIN, 'https://www.brand.example.com'],
    });
    expect(added.status).toBe(200);
    const single = JSON.stringify({ id: 'evt_www', app: app.id, event: 'page' });
    expect((await send('https://www.brand.example.com', single)).status).toBe(202);

    const other = await createApp(owner, 'Other', 'https://other.example.com');
    const foreign = JSON.stringify({ events: [{ id: 'evt_3', app: other.id, event: 'page' }] });
    expect((await send(ORIGIN, foreign)).status).toBe(403);
    expect((await send(ORIGIN, JSON.stringify({ events: [] }))).status).toBe(400);

    await waitSettled(t);
    const activity = await (await owner.agent.get('/api/user_activity')).json();
    expect(activity.events.map((e: { event: string }) => e.event).sort()).toEqual(['page', 'page', 'signup']);
    // A browser's identified user is behavioural: logged above, not counted as a user (issue #11,
    // finding 5: a public key must not make users; signed server events do).
    const analytics = await (await owner.agent.get('/api/analytics/dashboard')).json();
    expect(analytics.totalUsers).toBe(0);
    await t.close();
  });

  it('counts revenue and users only from signed server events, with positive minor-unit amounts', async () => {
    // Issue #11, finding 5: with the publishable key and a forged Origin, `payment.succeeded`
    // (negative amounts too) was counted as revenue.
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const dashboard = async () => (await owner.agent.get('/api/analytics/dashboard')).json();
    const fromBrowser = (body: unknown) =>
      t.hub.app.request(`${HUB}/api/record?key=${app.publishableKey}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: ORIGIN },
        body: JSON.stringify(body),
      });
    const pay = (data: Record<string, unknown>) => ({ event: 'payment.succeeded', data });

    const forged = await fromBrowser({
      events: [
        { id: 'b1', app: app.id, ...pay({ amount: 118456789, currency: 'usd' }) },
        { id: 'b2', app: app.id, ...pay({ amount: -500, currency: 'usd' }) },
      ],
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'payment_needs_signature' });
    expect(
      (await fromBrowser({ id: 'b3', app: app.id, ...pay({ amount: 100, currency: 'usd' }) })).status,
    ).toBe(403);
    const identity = await fromBrowser({
      id: 'b4',
      app: app.id,
      event: 'signup',
      user: 'mallory@example.com',
    });
    expect(identity.status).toBe(202);

    // Signed server calls: a bad amount or currency answers 400 with the field issues.
    const bad = [
      [{ amount: -500, currency: 'usd' }, 'data.amount'],
      [{ amount: 0, currency: 'usd' }, 'data.amount'],
      [{ amount: 12.5, currency: 'usd' }, 'data.amount'],
      [{ amount: '100', currency: 'usd' }, 'data.amount'],
      [{ currency: 'usd' }, 'data.amount'],
      [{ amount: 100, currency: 'dollars' }, 'data.currency'],
      [{ amount: 100 }, 'data.currency'],
    ] as const;
    for (const [data, path] of bad) {
      const res = await postSigned(t, app, pay(data));
      expect(res.status, JSON.stringify(data)).toBe(400);
      const body = await res.json();
      expect(
        body.issues.map((i: { path: string | string[] }) => [i.path].flat().join('.')),
        JSON.stringify(data),
      ).toContain(path);
    }
    const good = await postSigned(t, app, {
      ...pay({ amount: 4900, currency: 'USD' }),
      user: 'ada@example.com',
    });
    expect(good.status).toBe(202);
    await waitSettled(t);
    expect(await dashboard()).toMatchObject({ totalUsers: 1, monthlyRevenue: 49 });
    const payments = await t.hub.ctx.db.selectFrom('ecosystem_app_payments').selectAll().execute();
    expect(payments.map((p) => [p.amount, p.currency])).toEqual([[4900, 'usd']]);
    await t.close();
  });

  it('announces each new event once on the core bus', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const seen: string[] = [];
    t.hub.ctx.events.on('superhub.event-received', (e) => {
      seen.push(`${e.appId}:${e.messageId}:${e.event}`);
    });
    await postSigned(t, app, { event: 'one' }, { id: 'm1' });
    await postSigned(t, app, { event: 'one' }, { id: 'm1' });
    await waitSettled(t);
    expect(seen).toEqual([`${app.id}:m1:one`]);
    await t.close();
  });

  it('commits concurrent requests together and stores every one', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postSigned(t, app, { event: 'burst', data: { i } }, { id: `b${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(202));
    const dash = await (await owner.agent.get('/api/superhub-dashboard')).json();
    expect(dash.apps[0].events).toBe(40);
    await t.close();
  });

  it('limits each application per minute with 429 and Retry-After', async () => {
    const { t, owner } = await superhubHub(dialect, { settings: { SUPERHUB_EVENTS_PER_MINUTE: 3 } });
    const app = await createApp(owner);
    const other = await createApp(owner, 'Other', 'https://other.example.com');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postSigned(t, app, { event: 'x' })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await postSigned(t, app, { event: 'x' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another app has its own budget.
    expect((await postSigned(t, other, { event: 'x' })).status).toBe(202);
    await t.close();
  });
});
