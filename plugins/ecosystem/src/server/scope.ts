import { type CoreServices, forbidden, type HubContext, notFound, principalOf } from '@ecohub/core';
import type { Context } from 'hono';

/**
 * The organisation whose registry a request works on: the caller's own, or, with `scope=platform`,
 * the platform organisation for an elevated super admin (ARCHITECTURE §4).
 */
export async function registryOrg(
  c: Context<any>,
  hub: HubContext,
  scope: 'own' | 'platform',
): Promise<string> {
  const p = principalOf(c);
  if (scope === 'own') return p.orgId;
  if (!p.user?.isSuperAdmin || !p.elevated) throw forbidden('Super admin session required');
  const platform = await hub.services<CoreServices>('core').orgs.platform();
  if (!platform) throw notFound('The platform organisation does not exist');
  return platform.id;
}
