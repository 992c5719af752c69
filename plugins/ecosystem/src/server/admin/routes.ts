import {
  bool,
  type HubApp,
  type HubContext,
  principalOf,
  readBody,
  requireSuperAdmin,
  toIso,
  unauthorized,
  validate,
} from '@ecohub/core';
import { Webhook } from 'standardwebhooks';
import {
  ADMIN_GRANT_PARAM,
  ADMIN_GRANT_TTL_MS,
  ADMIN_VIEW_FLAGS,
  type AdminCheckResult,
  type AdminGrant,
  adminCheckSchema,
  appIdParam,
  scopeQuery,
} from '../../shared/index.ts';
import { newGrantToken, sha256 } from '../apps/keys.ts';
import type { Registry } from '../apps/service.ts';
import { registryOrg } from '../scope.ts';

const DENIED: AdminCheckResult = { superAdmin: false, bypassPaywall: false, user: null, expiresAt: null };

/**
 * Admin View (spec 002 §4): the query flags super_admin=true&bypass_paywall=true mean something
 * only for a signed-in super admin. The hub hands the elevated super admin a short-lived grant in
 * the app's URL; the app's server confirms it with a request signed with its own secret, so
 * neither the flags nor the grant alone unlock anything.
 */
export function adminRoutes(app: HubApp, hub: HubContext, reg: Registry): void {
  app.post(
    '/api/ecosystem/apps/:id/admin-grant',
    requireSuperAdmin(),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    async (c) => {
      const p = principalOf(c);
      const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
      const target = await reg.get(orgId, c.req.valid('param').id);
      const token = newGrantToken();
      const now = hub.clock.now();
      const expiresAt = toIso(new Date(now.getTime() + ADMIN_GRANT_TTL_MS));
      // Expired grants are worthless: drop them as new ones are made.
      await hub.db.deleteFrom('ecosystem_admin_grants').where('expiresAt', '<=', toIso(now)).execute();
      await hub.db
        .insertInto('ecosystem_admin_grants')
        .values({
          tokenHash: sha256(token),
          orgId,
          appId: target.id,
          userId: p.user?.id,
          sessionId: p.sessionId,
          expiresAt,
          createdAt: toIso(now),
        })
        .execute();
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
    const resolved = typeof parsedApp === 'string' ? await reg.resolve(parsedApp) : null;
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

    const grant = await hub.db
      .selectFrom('ecosystem_admin_grants as g')
      .innerJoin('users as u', 'u.id', 'g.userId')
      .leftJoin('sessions as s', 's.id', 'g.sessionId')
      .select(['g.appId', 'g.expiresAt', 'u.email', 'u.isSuperAdmin', 's.elevatedAt'])
      .where('g.tokenHash', '=', sha256(body.grant))
      .where('g.appId', '=', resolved.id)
      .executeTakeFirst();
    const now = hub.clock.now().getTime();
    // The grant must be fresh, its user still a super admin, and the session still elevated.
    const valid = grant && Date.parse(grant.expiresAt) > now && bool(grant.isSuperAdmin) && grant.elevatedAt;
    const result: AdminCheckResult = valid
      ? { superAdmin: true, bypassPaywall: true, user: { email: grant.email }, expiresAt: grant.expiresAt }
      : DENIED;
    return c.json(result);
  });
}
