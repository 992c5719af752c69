import { forOrg } from '@ecohub/core';
import type { ContactPerson } from '../../shared/services.ts';
import type { CrmHub } from '../hub.ts';

/** Contacts the cross-sales plugin reads at once at most (newest first): a guard, not a page size. */
export const PEOPLE_MAX = 50_000;

/** The organisation's contacts in a light shape (no address, no tags), newest first. */
export function contactPeople(hub: CrmHub) {
  return async (orgId: string): Promise<ContactPerson[]> =>
    forOrg(hub.db, orgId)
      .selectFrom('crmContacts')
      .select(['id', 'firstName', 'lastName', 'email', 'source', 'status', 'lastContactedAt', 'updatedAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(PEOPLE_MAX)
      .execute();
}
