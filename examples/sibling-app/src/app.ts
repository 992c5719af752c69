import {
  type CollectedUser,
  collectionHandler,
  createHubClient,
  HubError,
  honoWebhook,
} from '@ecohub/sdk/server';
import { Hono } from 'hono';
import type { SiblingConfig } from './config.ts';
import { homePage } from './page.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The example sibling app: its page installs the tracker and widget with the hub's script tag; its
 * server reports sign-ups with the signed Node client, answers the CRM's collection pulls, receives
 * the hub's forwarded events and checks Admin View grants with the hub.
 */
export function createSiblingApp(cfg: SiblingConfig) {
  const hub = createHubClient({ hub: cfg.hub, app: cfg.app, secret: cfg.secret });
  // The example keeps its users in memory; a real app pages through its own database.
  const users: CollectedUser[] = [];
  const forwarded: unknown[] = [];
  const app = new Hono<{ Variables: { webhook: unknown } }>();

  app.get('/', (c) => c.html(homePage(cfg)));

  app.post('/signup', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) return c.json({ message: 'Enter a valid email' }, 400);
    if (!users.some((u) => u.email === email)) users.push({ email });
    try {
      await hub.send({ event: 'user.signup', tag: 'signup', user: email, data: { source: 'sibling-app' } });
    } catch (err) {
      // The sign-up stands; the hub simply missed one event.
      console.error('hub unreachable:', err instanceof HubError ? err.message : err);
    }
    return c.json({ email }, 201);
  });

  app.get('/ecohub/users', (c) =>
    collectionHandler(async (cursor, limit) => {
      const start = Number(cursor ?? 0) || 0;
      const next = start + limit < users.length ? String(start + limit) : null;
      return { users: users.slice(start, start + limit), nextCursor: next };
    })(c.req.raw),
  );

  app.post('/ecohub/webhooks', honoWebhook(cfg.secret), (c) => {
    forwarded.push(c.get('webhook'));
    return c.body(null, 204);
  });

  // Admin View: the query flags count only when the hub confirms the grant.
  app.get('/admin', async (c) => {
    const grant = c.req.query('hub_grant');
    const flagged = c.req.query('super_admin') === 'true' && c.req.query('bypass_paywall') === 'true';
    const check = flagged && grant ? await hub.checkAdminView(grant) : null;
    return c.json({ adminView: Boolean(check?.superAdmin), user: check?.user ?? null });
  });

  return { app, users, forwarded };
}
