import {
  type CoreServices,
  type HubApp,
  notFound,
  orgOf,
  principalOf,
  requireSuperAdmin,
  validate,
} from '@ecohub/core';
import { flagsSchema } from '../../shared/index.ts';
import type { FlagStore } from './service.ts';

/** Super admins switch an organisation's flags (their current one unless `orgId` names another). */
export function flagRoutes(app: HubApp, core: CoreServices, flags: FlagStore): void {
  app.patch('/api/superhub/feature-flags', requireSuperAdmin(), validate('json', flagsSchema), async (c) => {
    const body = c.req.valid('json');
    const orgId = body.orgId ?? orgOf(c);
    const org = await core.orgs.get(orgId);
    if (!org) throw notFound('Organization not found');
    await flags.set(orgId, body.flags, principalOf(c).user?.id ?? null);
    return c.json({ orgId, feature_flags: await flags.of(orgId) });
  });
}
