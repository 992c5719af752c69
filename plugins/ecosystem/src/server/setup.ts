import { activityStore } from './activity/service.ts';
import { adminGrants } from './admin/service.ts';
import { registry } from './apps/service.ts';
import { bundles } from './bundles/service.ts';
import { catalogue } from './catalogue/service.ts';
import { crossSells } from './cross-sell/service.ts';
import type { EcosystemHub } from './hub.ts';
import { insights } from './insights/service.ts';
import { registryScopes } from './scope.ts';

/** Everything ecosystem runs on, built once per hub; routes, events, services and the seed get it. */
export function ecosystemSetup(hub: EcosystemHub) {
  const apps = registry(hub);
  const opportunities = crossSells(hub);
  return {
    scopes: registryScopes(hub),
    apps,
    catalogue: catalogue(hub),
    bundles: bundles(hub),
    crossSells: opportunities,
    activity: activityStore(hub),
    insights: insights(hub, apps, opportunities),
    grants: adminGrants(hub),
  };
}

export type EcosystemSetup = ReturnType<typeof ecosystemSetup>;
