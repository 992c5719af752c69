import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
// The example sibling app is the receiver: its /ecohub/webhooks verifies with the SDK's handler.
import { createSiblingApp } from '../../../../../examples/sibling-app/src/app.ts';

export interface Received {
  id: string;
  body: string;
  headers: Record<string, string>;
  /** What the reference `standardwebhooks` package read from the request (it throws on a bad one). */
  verified: unknown;
}

/** What the receiver answers next: a status (with headers), or a stall longer than the hub waits. */
export type Fault = { status: number; headers?: Record<string, string> } | { stallMs: number };

/**
 * A running examples/sibling-app on a loopback port, fronted by a recorder that verifies every
 * request with the reference package and can be told to fail the next requests.
 */
export async function startReceiver(hubUrl = 'http://localhost:3000') {
  const received: Received[] = [];
  const faults: Fault[] = [];
  let secret = '';
  let sibling: ReturnType<typeof createSiblingApp> | null = null;
  const front = new Hono();
  front.post('/ecohub/webhooks', async (c) => {
    const body = await c.req.text();
    const headers = Object.fromEntries(c.req.raw.headers);
    const fault = faults.shift();
    if (fault && 'stallMs' in fault) await new Promise((r) => setTimeout(r, fault.stallMs));
    else if (fault) return c.text('failing on purpose', fault.status as 500, fault.headers);
    received.push({
      id: headers['webhook-id'] ?? '',
      body,
      headers,
      verified: new Webhook(secret).verify(body, headers),
    });
    if (!sibling) return c.text('no app', 503);
    return sibling.app.fetch(new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body }));
  });
  front.all('*', (c) => (sibling ? sibling.app.fetch(c.req.raw) : c.text('no app', 503)));
  const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    faults,
    /** Once the app is registered: the sibling app runs with its id and secret. */
    become(app: { id: string; secret: string; publishableKey: string }) {
      secret = app.secret;
      sibling = createSiblingApp({ hub: hubUrl, app: app.id, key: app.publishableKey, secret: app.secret });
    },
    /** What the sibling app itself accepted (its SDK handler verified the signature). */
    forwarded: () => sibling?.forwarded ?? [],
    /** The webhook configuration the app stored from the hub's deploy (its SDK handler acked it). */
    deployed: () => sibling?.deployed.config ?? null,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
