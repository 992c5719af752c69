import { coreServices, type HubEnv, notFound, principalOf, requireSuperAdmin } from '@ecohub/core';
import type { Context } from 'hono';
import type { EcosystemHub } from './hub.ts';

/** Which registry a request works on: `?scope=` of the /api/ecosystem routes and the analytics. */
export type RegistryScope = 'own' | 'platform';

/** The platform organisation and the registry a request works on; built once in `setup`. */
export function registryScopes(hub: EcosystemHub) {
  const orgs = hub.use(coreServices).orgs;
  const platformId = async (): Promise<string | null> => (await orgs.platform())?.id ?? null;
  const noop = async () => {};
  return {
    /** The platform organisation's id: its published apps and bundles are the public catalogue. */
    platformId,
    /**
     * The caller's own organisation, or, with `scope=platform`, the platform organisation for an
     * elevated super admin (ARCHITECTURE §4). That is core's check, so the elevation must still
     * hold (15 idle minutes, 2 h at most), and using it renews its idle window like any admin call.
     */
    async orgOf(c: Context<HubEnv>, scope: RegistryScope): Promise<string> {
      if (scope === 'own') return principalOf(c).orgId;
      await requireSuperAdmin()(c, noop);
      const id = await platformId();
      if (!id) throw notFound('The platform organisation does not exist');
      return id;
    },
  };
}

export type RegistryScopes = ReturnType<typeof registryScopes>;
