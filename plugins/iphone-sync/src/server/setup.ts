import { crmService } from '@ecohub/plugin-crm/shared';
import { cardStore } from './carddav/cards.ts';
import type { IphoneHub } from './hub.ts';
import { recordStore } from './records/service.ts';
import { activityWriter } from './sync/activities.ts';
import { syncJob } from './sync/job.ts';
import { tokenStore } from './tokens/service.ts';

/** Everything iphone-sync runs on, built once per hub. */
export function iphoneSetup(hub: IphoneHub) {
  const crm = hub.use(crmService);
  const tokens = tokenStore(hub);
  const records = recordStore(hub);
  const deps = { hub, crm, records, activities: activityWriter(hub, crm) };
  return { crm, tokens, records, deps, job: syncJob(deps), cards: cardStore(hub, crm) };
}

export type IphoneSetup = ReturnType<typeof iphoneSetup>;
