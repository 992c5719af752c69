import { coreServices, forOrg, notFound, type Organization } from '@ecohub/core';
import type { SchedulerHub } from '../hub.ts';

/**
 * Whose calendar a public request books: the organisation named by `org` (an organisation's own
 * booking link, /scheduler?org=<id>), else the platform organisation — the landing page's
 * "Book Strategy Call" is a call with the platform's operator (ARCHITECTURE §4).
 */
export function bookableOrg(hub: SchedulerHub) {
  const orgs = hub.use(coreServices).orgs;
  return {
    async find(org: string | undefined): Promise<Organization | null> {
      if (!org) return orgs.platform();
      const found = await orgs.get(org);
      if (!found || found.isPlatform) return found;
      const hours = await forOrg(hub.db, org)
        .selectFrom('schedulerAvailability')
        .select('orgId')
        .executeTakeFirst();
      return hours ? found : null;
    },
    async get(org: string | undefined): Promise<Organization> {
      const found = await this.find(org);
      if (!found) throw notFound(org ? 'Unknown organisation' : 'Booking is not set up yet');
      return found;
    },
  };
}

export type BookableOrg = ReturnType<typeof bookableOrg>;
