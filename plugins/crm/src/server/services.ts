import type { HubContext } from '@ecohub/core';
import { activityService } from './activities/service.ts';
import { contactService } from './contacts/service.ts';

/** What other plugins may call (declare `dependsOn: ['crm']`): contacts and activities. */
export const crmServices = (hub: HubContext) => ({
  contacts: contactService(hub),
  activities: activityService(hub),
});

export type CrmServices = ReturnType<typeof crmServices>;
