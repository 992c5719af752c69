import {
  type CollectedUser,
  collectionHandler,
  configHandler,
  createHubClient,
  type DeployedConfig,
  HubError,
  honoHubCors,
  honoWebhook,
} from '@ecohub/sdk/server';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SiblingConfig } from './config.ts';
import { homePage } from './page.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The example's own session cookie (browsers share cookies across ports, so not the hub's name). */
export const SESSION_COOKIE = 'sibling_sid';

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
  // The webhook configuration the hub deployed (its latest version).
  const deployed: { config: DeployedConfig | null } = { config: null };
  const sessions = new Map<string, string>(); // session id → email
  const app = new Hono<{ Variables: { webhook: unknown } }>();

  // The hub's Authentication Status tab reads /api/auth/user from its own origin, with the
  // browser's credentials: credentialed CORS for exactly the hub's origin (preflight included).
  app.use('/api/auth/*', honoHubCors({ hub: cfg.hub }));

  app.get('/', (c) => c.html(homePage(cfg)));

  app.post('/signup', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) return c.json({ message: 'Enter a valid email' }, 400);
    if (!users.some((u) => u.email === email)) users.push({ email });
    const sid = crypto.randomUUID();
    sessions.set(sid, email);
    setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'Lax', path: '/' });
    try {
      await hub.send({ event: 'user.signup', tag: 'signup', user: email, data: { source: 'sibling-app' } });
    } catch (err) {
      // The sign-up stands; the hub simply missed one event.
      console.error('hub unreachable:', err instanceof HubError ? err.message : err);
    }
    return c.json({ email }, 201);
  });

  // 200 with the signed-in user, 401 without a session: what the hub's auth-status check reads.
  app.get('/api/auth/user', (c) => {
    const email = sessions.get(getCookie(c, SESSION_COOKIE) ?? '');
    return email ? c.json({ email }) : c.json({ message: 'Unauthorized' }, 401);
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

  // The hub deploys this app's webhook configuration here; the answer is its ack.
  app.post('/ecohub/config', (c) =>
    configHandler({ app: cfg.app, secrets: cfg.secret }, (config) => {
      deployed.config = config;
    })(c.req.raw),
  );

  // Admin View: the query flags count only when the hub confirms the grant.
  app.get('/admin', async (c) => {
    const grant = c.req.query('hub_grant');
    const flagged = c.req.query('super_admin') === 'true' && c.req.query('bypass_paywall') === 'true';
    const check = flagged && grant ? await hub.checkAdminView(grant) : null;
    return c.json({ adminView: Boolean(check?.superAdmin), user: check?.user ?? null });
  });

  return { app, users, forwarded, deployed };
}
