import { bool, type CoreTables, forOrg, fromBool, toIso } from '@ecohub/core';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../../shared/index.ts';
import type { SuperhubTables } from '../db.ts';
import type { SuperhubHub } from '../hub.ts';

/** An organisation's feature flags: every flag is on until a super admin switches it off. */
export interface FlagStore {
  of(orgId: string): Promise<FeatureFlags>;
  set(orgId: string, changes: Partial<FeatureFlags>, userId: string | null): Promise<void>;
}

export function flagStore(hub: SuperhubHub): FlagStore {
  return {
    async of(orgId) {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('superhubFeatureFlags')
        .select(['flag', 'enabled'])
        .execute();
      const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FeatureFlags;
      for (const r of rows)
        if ((FEATURE_FLAGS as readonly string[]).includes(r.flag))
          flags[r.flag as FeatureFlag] = bool(r.enabled);
      return flags;
    },
    async set(orgId, changes, userId) {
      const now = toIso(hub.clock.now());
      await hub.db.transaction().execute(async (trx) => {
        for (const [flag, enabled] of Object.entries(changes)) {
          await forOrg<CoreTables & SuperhubTables>(trx, orgId)
            .insertInto('superhubFeatureFlags', {
              flag,
              enabled: fromBool(Boolean(enabled)),
              updatedAt: now,
              updatedBy: userId,
            })
            .onConflict((oc) =>
              oc
                .columns(['orgId', 'flag'])
                .doUpdateSet({ enabled: fromBool(Boolean(enabled)), updatedAt: now, updatedBy: userId }),
            )
            .execute();
        }
      });
    },
  };
}
