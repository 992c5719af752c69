import { type HubApp, principalOf, readBody, requireSuperAdmin, unauthorized, validate } from '@ecohub/core';
import { Webhook } from 'standardwebhooks';
import {
  ADMIN_GRANT_PARAM,
  ADMIN_VIEW_FLAGS,
  type AdminGrant,
  adminCheckSchema,
  appIdParam,
  scopeQuery,
} from '../../shared/index.ts';
import { APP_REF } from '../apps/routes.ts';
import type { Registry } from '../apps/service.ts';
import type { RegistryScopes } from '../scope.ts';
import type { AdminGrants } from './service.ts';

/**
 * Admin View (spec 002 §4): the query flags super_admin=true&bypass_paywall=true mean something
 * only for a signed-in super admin. The hub hands the elevated super admin a short-lived grant in
 * the app's URL; the app's server confirms it with a request signed with its own secret, so
 * neither the flags nor the grant alone unlock anything.
 */
export function adminRoutes(
  app: HubApp,
  { apps, grants, scopes }: { apps: Registry; grants: AdminGrants; scopes: RegistryScopes },
): void {
  app.post(
    `/api/ecosystem/apps/${APP_REF}/admin-grant`,
    // Core's check: the elevation still holds (and this use renews its idle window).
    requireSuperAdmin(),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    async (c) => {
      const p = principalOf(c);
      if (!p.user || !p.sessionId) throw unauthorized();
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      const target = await apps.get(orgId, c.req.valid('param').id);
      const { token, expiresAt } = await grants.create(orgId, target.id, {
        userId: p.user.id,
        sessionId: p.sessionId,
      });
      const url = new URL(target.url);
      for (const [k, v] of Object.entries(ADMIN_VIEW_FLAGS)) url.searchParams.set(k, v);
      url.searchParams.set(ADMIN_GRANT_PARAM, token);
      const body: AdminGrant = { token, expiresAt, url: url.toString() };
      c.header('Cache-Control', 'no-store');
      return c.json(body, 201);
    },
  );

  // Called by a sibling app's server, signed per Standard Webhooks with the app's secret.
  app.post('/api/ecosystem/admin-check', async (c) => {
    const raw = (await readBody(c)).text;
    let parsedApp: string | undefined;
    try {
      parsedApp = (JSON.parse(raw) as { app?: unknown }).app as string | undefined;
    } catch {
      // The zod check below answers the 400.
    }
    const resolved = typeof parsedApp === 'string' ? await apps.resolve(parsedApp) : null;
    const headers = {
      'webhook-id': c.req.header('webhook-id') ?? '',
      'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
      'webhook-signature': c.req.header('webhook-signature') ?? '',
    };
    const signed = resolved?.signingSecrets.some((secret) => {
      try {
        new Webhook(secret).verify(raw, headers);
        return true;
      } catch {
        return false;
      }
    });
    if (!resolved || !signed) throw unauthorized('Invalid webhook signature');
    const body = adminCheckSchema.parse(JSON.parse(raw));
    return c.json(await grants.check(resolved, body.grant));
  });
}
