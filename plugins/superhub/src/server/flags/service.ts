import { bool, fromBool, type HubContext, toIso } from '@ecohub/core';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../../shared/index.ts';

/** Every flag is on until a super admin switches it off for the organisation. */
export async function flagsOf(hub: HubContext, orgId: string): Promise<FeatureFlags> {
  const rows = await hub.db
    .selectFrom('superhub_feature_flags')
    .select(['flag', 'enabled'])
    .where('orgId', '=', orgId)
    .execute();
  const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FeatureFlags;
  for (const r of rows)
    if ((FEATURE_FLAGS as readonly string[]).includes(r.flag)) flags[r.flag as FeatureFlag] = bool(r.enabled);
  return flags;
}

export async function setFlags(
  hub: HubContext,
  orgId: string,
  changes: Partial<FeatureFlags>,
  userId: string | null,
): Promise<void> {
  const now = toIso(hub.clock.now());
  await hub.db.transaction().execute(async (trx) => {
    for (const [flag, enabled] of Object.entries(changes)) {
      await trx
        .insertInto('superhub_feature_flags')
        .values({ orgId, flag, enabled: fromBool(Boolean(enabled)), updatedAt: now, updatedBy: userId })
        .onConflict((oc) =>
          oc
            .columns(['orgId', 'flag'])
            .doUpdateSet({ enabled: fromBool(Boolean(enabled)), updatedAt: now, updatedBy: userId }),
        )
        .execute();
    }
  });
}
