import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';

/** A website's app on a loopback port: records each webhook, verified with the reference package. */
export async function startWebsiteApp() {
  const received: Array<{ body: any; verified: boolean }> = [];
  let secret = '';
  const app = new Hono();
  app.post('/ecohub/webhooks', async (c) => {
    const text = await c.req.text();
    let verified = false;
    try {
      new Webhook(secret).verify(text, Object.fromEntries(c.req.raw.headers));
      verified = true;
    } catch {
      verified = false;
    }
    received.push({ body: JSON.parse(text), verified });
    return c.json({ ok: true });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The app's signing secret, once it is registered. */
    setSecret(s: string) {
      secret = s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
