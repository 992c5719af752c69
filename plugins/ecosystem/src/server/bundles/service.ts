import { forOrg, fromJson, newId, toIso, toJson } from '@ecohub/core';
import type { Bundle } from '../../shared/index.ts';
import { cents, dollars } from '../apps/service.ts';
import type { EcosystemHub } from '../hub.ts';

/** A bundle to store: its member apps by name, prices in dollars. */
export interface BundleInput {
  name: string;
  apps: string[];
  originalPrice: number;
  bundlePrice: number;
  description: string;
}

/** An organisation's bundles of applications (the platform organisation's are public). */
export function bundles(hub: EcosystemHub) {
  return {
    async list(orgId: string): Promise<Bundle[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('ecosystemBundles')
        .selectAll()
        .orderBy('position')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        apps: fromJson<string[]>(r.apps, []),
        originalPrice: dollars(r.originalPrice),
        bundlePrice: dollars(r.bundlePrice),
        savings: dollars(Number(r.originalPrice) - Number(r.bundlePrice)),
        description: r.description,
      }));
    },

    /** Adds bundles in this order (the demo seed's). */
    async add(orgId: string, input: BundleInput[]): Promise<void> {
      if (input.length === 0) return;
      const createdAt = toIso(hub.clock.now());
      await forOrg(hub.db, orgId)
        .insertInto(
          'ecosystemBundles',
          input.map((b, position) => ({
            id: newId(),
            name: b.name,
            apps: toJson(b.apps),
            originalPrice: cents(b.originalPrice),
            bundlePrice: cents(b.bundlePrice),
            description: b.description,
            position,
            createdAt,
          })),
        )
        .execute();
    },
  };
}

export type Bundles = ReturnType<typeof bundles>;
