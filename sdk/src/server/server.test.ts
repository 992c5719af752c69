import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDialects } from '@ecohub/core/testing';
import { superhubService } from '@ecohub/plugin-superhub';
import { createApp, superhubHub } from '@ecohub/plugin-superhub/testing';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createHubClient, HubError } from './client.ts';
import { collectionHandler } from './collection.ts';
import { honoWebhook, nodeHandler, webhookHandler } from './handlers.ts';
import { messageId } from './message-id.ts';
import { signedHeaders, verifySignature, WebhookVerificationError } from './signature.ts';

const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

describe('Standard Webhooks signatures against the reference package', () => {
  it('our signatures pass the reference verifier', () => {
    const body = JSON.stringify({ app: 'app_x', event: 'user.signup' });
    const headers = signedHeaders(SECRET, 'msg_1', body);
    expect(new Webhook(SECRET).verify(body, headers)).toEqual({ app: 'app_x', event: 'user.signup' });
    expect(() => new Webhook(SECRET).verify(`${body} `, headers)).toThrow();
  });

  it('the reference signatures pass our verifier, with rotation, tolerance and tampering checked', () => {
    const body = '{"event":"forwarded"}';
    const at = new Date();
    const sig = new Webhook(SECRET).sign('msg_2', at, body);
    const headers = {
      'webhook-id': 'msg_2',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': sig,
    };
    expect(() => verifySignature(body, headers, SECRET)).not.toThrow();
    const other = `whsec_${Buffer.from('another-secret-another-secret!!!').toString('base64')}`;
    expect(() => verifySignature(body, headers, [other, SECRET])).not.toThrow();
    expect(() => verifySignature(body, headers, other)).toThrow(WebhookVerificationError);
    expect(() => verifySignature('{"event":"tampered"}', headers, SECRET)).toThrow('No matching signature');
    expect(() => verifySignature(body, headers, SECRET, at.getTime() + 301_000)).toThrow('too old');
    expect(() => verifySignature(body, { ...headers, 'webhook-id': '' }, SECRET)).toThrow('Missing');
  });
});

describe('middleware and the data-collection endpoint', () => {
  it('Hono middleware and node:http handler verify forwarded events', async () => {
    const app = new Hono<{ Variables: { webhook: unknown } }>();
    app.post('/hooks', honoWebhook(SECRET), (c) => c.json({ got: c.get('webhook') }));
    const body = '{"event":"x"}';
    const ok = await app.request('/hooks', {
      method: 'POST',
      headers: signedHeaders(SECRET, 'm1', body),
      body,
    });
    expect(await ok.json()).toEqual({ got: { event: 'x' } });
    const bad = await app.request('/hooks', {
      method: 'POST',
      headers: signedHeaders(SECRET, 'm1', '{}'),
      body,
    });
    expect(bad.status).toBe(401);

    const received: unknown[] = [];
    const server = createServer(nodeHandler(webhookHandler(SECRET, (e) => received.push(e))));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const res = await fetch(url, { method: 'POST', headers: signedHeaders(SECRET, 'm2', body), body });
    expect(res.status).toBe(204);
    const refused = await fetch(url, { method: 'POST', headers: { 'webhook-id': 'm3' }, body });
    expect(refused.status).toBe(401);
    server.close();
    expect(received).toEqual([{ event: 'x' }]);
  });

  it('answers the CRM collection contract page by page', async () => {
    const users = Array.from({ length: 5 }, (_, i) => ({ email: `u${i}@example.com`, firstName: `U${i}` }));
    const handler = collectionHandler(async (cursor) => {
      const start = Number(cursor ?? 0);
      const next = start + 2 < users.length ? String(start + 2) : null;
      return { users: users.slice(start, start + 2), nextCursor: next };
    });
    const first = await (await handler(new Request('http://app.test/ecohub/users'))).json();
    expect(first).toEqual({ users: users.slice(0, 2), nextCursor: '2' });
    const last = await (await handler(new Request('http://app.test/ecohub/users?cursor=4'))).json();
    expect(last).toEqual({ users: users.slice(4), nextCursor: null });
    expect((await handler(new Request('http://app.test/ecohub/users', { method: 'POST' }))).status).toBe(405);
  });
});

const V7_MESSAGE_ID = /^msg_[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('message ids', () => {
  it('are msg_ and a UUID v7: the time first, so they sort by when they were made', () => {
    const at = Date.UTC(2026, 10, 23, 9, 30);
    const id = messageId(at);
    expect(id).toMatch(V7_MESSAGE_ID);
    expect(Number.parseInt(id.slice(4, 17).replace('-', ''), 16)).toBe(at);
    const ids = [at, at + 1, at + 1000, at + 86_400_000].map((t) => messageId(t));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => messageId(at))).size).toBe(1000);
  });
});

describe.each(testDialects)('the Node client against a hub on %s', (dialect) => {
  it('sends signed events that the hub stores once, and retries a failed attempt with the same id', async () => {
    const { t, owner } = await superhubHub(dialect);
    const app = await createApp(owner);
    let failures = 1;
    const hubFetch: typeof fetch = async (input, init) => {
      // The first attempt meets a network failure; the retry reaches the hub.
      if (failures-- > 0) throw new TypeError('fetch failed');
      return t.hub.app.request(String(input), init);
    };
    const client = createHubClient({
      hub: 'http://localhost:3000',
      app: app.id,
      secret: app.secret,
      fetch: hubFetch,
      backoffMs: 1,
    });
    const sent = await client.send({ event: 'user.signup', tag: 'signup', user: 'ada@example.com' });
    expect(sent).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(sent.id).toMatch(V7_MESSAGE_ID);
    expect(await client.send({ event: 'user.signup' }, { id: sent.id })).toMatchObject({
      accepted: 0,
      duplicates: 1,
    });

    const wrong = createHubClient({
      hub: 'http://localhost:3000',
      app: app.id,
      secret: SECRET,
      fetch: hubFetch,
    });
    await expect(wrong.send({ event: 'x' })).rejects.toBeInstanceOf(HubError);
    await t.hub.ctx.use(superhubService).settled();
    const logs = await (await owner.agent.get('/api/user_activity')).json();
    expect(logs.events.map((e: { messageId: string }) => e.messageId)).toEqual([sent.id]);
    await t.close();
  });
});
