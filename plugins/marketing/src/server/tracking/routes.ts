import { clientAddress, type HubApp, type HubEnv, validate } from '@ecohub/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { TrackingService } from './service.ts';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TOKEN = ':token{[0-9a-f-]{36}\\.[A-Za-z0-9_-]{32}}';
const clickQuery = z.object({ u: z.string().min(1).max(4000), s: z.string().min(1).max(64) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * The public endpoints a message links to; none needs a session. Opens answer the pixel whatever
 * the token; a click redirects only to the URL its signature covers (never an open redirect); the
 * one-click unsubscribe (RFC 8058) is a POST, idempotent, 200 for a stale token.
 */
export function trackingRoutes(app: HubApp, tracking: TrackingService): void {
  const visit = (c: Context<HubEnv>) => ({
    userAgent: c.req.header('user-agent') ?? '',
    ip: (() => {
      try {
        return clientAddress(c);
      } catch {
        return null;
      }
    })(),
  });

  app.get('/api/marketing/t/o/:file{[0-9a-f-]{36}\\.[A-Za-z0-9_-]{32}\\.gif}', async (c) => {
    await tracking.open(c.req.param('file').replace(/\.gif$/, ''), visit(c));
    return c.body(new Uint8Array(PIXEL), 200, {
      'content-type': 'image/gif',
      'cache-control': 'no-store, max-age=0',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  app.get(`/api/marketing/t/c/${TOKEN}`, validate('query', clickQuery), async (c) => {
    const { u, s } = c.req.valid('query');
    const target = await tracking.click(c.req.param('token'), u, s, visit(c));
    if (!target) return c.json({ error: 'This link is not valid' }, 400);
    return c.redirect(target, 302);
  });

  app.get(`/api/marketing/unsubscribe/${TOKEN}`, (c) =>
    c.html(
      page(
        'Unsubscribe',
        `<h1>Unsubscribe</h1><p>Stop receiving these emails?</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    ),
  );

  app.post(`/api/marketing/unsubscribe/${TOKEN}`, async (c) => {
    const outcome = await tracking.unsubscribe(c.req.param('token'));
    if (outcome === 'invalid') return c.json({ error: 'This unsubscribe link is not valid' }, 400);
    const accepts = c.req.header('accept') ?? '';
    if (accepts.includes('text/html'))
      return c.html(
        page('Unsubscribed', '<h1>You are unsubscribed</h1><p>You will receive no more of these emails.</p>'),
      );
    return c.json({ unsubscribed: true });
  });
}
