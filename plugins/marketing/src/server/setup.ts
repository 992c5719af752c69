import { campaignService } from './campaigns/service.ts';
import { dripService } from './drips/service.ts';
import type { MarketingHub } from './hub.ts';
import { listService } from './lists/service.ts';
import { suppressionList } from './lists/suppression.ts';
import { activityLog } from './stats/activity.ts';
import { statsService } from './stats/service.ts';
import { conversionAttribution } from './tracking/conversions.ts';
import { trackingService } from './tracking/service.ts';
import { linkSigner } from './tracking/sign.ts';
import { workflowService } from './workflows/service.ts';

/** Everything the marketing plugin builds once per hub. */
export function marketingSetup(hub: MarketingHub) {
  const signer = linkSigner(hub);
  const activity = activityLog(hub);
  const suppression = suppressionList(hub);
  const lists = listService(hub, suppression);
  const campaigns = campaignService(hub, lists, signer, activity);
  const drips = dripService(hub, { campaigns, lists, suppression, signer, activity });
  const workflows = workflowService(hub);
  return {
    hub,
    signer,
    activity,
    suppression,
    lists,
    campaigns,
    drips,
    workflows,
    tracking: trackingService(hub, signer, lists, activity),
    convert: conversionAttribution(hub, activity),
    stats: statsService(hub, lists, () => hub.settings.MARKETING_CURRENCY),
  };
}
export type MarketingSetup = ReturnType<typeof marketingSetup>;
