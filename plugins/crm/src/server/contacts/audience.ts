import { forOrg } from '@ecohub/core';
import type { AudienceContact, AudienceFilter } from '../../shared/services.ts';
import type { CrmHub } from '../hub.ts';
import { toContact } from './row.ts';

/**
 * The organisation's contacts that have an email, narrowed by source, status and tag (every given
 * criterion must hold): what a marketing list is built from.
 */
export function contactAudience(hub: CrmHub) {
  return async (orgId: string, filter: AudienceFilter = {}): Promise<AudienceContact[]> => {
    let q = forOrg(hub.db, orgId).selectFrom('crmContacts').selectAll().where('email', '<>', '');
    if (filter.source) q = q.where('source', '=', filter.source);
    if (filter.status) q = q.where('status', '=', filter.status);
    const rows = (await q.orderBy('createdAt').orderBy('id').execute()).map(toContact);
    const tag = filter.tag?.toLowerCase();
    return rows
      .filter((c) => !tag || c.tags.some((t) => t.toLowerCase() === tag))
      .map((c) => ({
        id: c.id,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        source: c.source,
        status: c.status,
        value: c.value,
        tags: c.tags,
      }));
  };
}
