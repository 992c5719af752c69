import { activityService } from './activities/service.ts';
import { aiService } from './ai/service.ts';
import { collectionService } from './collection/service.ts';
import { contactSearch } from './contacts/search.ts';
import { contactService } from './contacts/service.ts';
import { emailSetup } from './email/setup.ts';
import type { CrmHub } from './hub.ts';
import { importService } from './imports/service.ts';
import { importStatements } from './imports/statements.ts';
import { locationService } from './location/service.ts';
import { sourceService } from './sources/service.ts';

/**
 * Everything the CRM runs on, built once per hub (the plugin's `setup`): the services, the contact
 * search with its compiled SQLite plans, and the import's prepared statements. Routes, jobs,
 * services and the seed receive it; nothing is cached at module level or built per request.
 */
export function crmSetup(hub: CrmHub) {
  const activities = activityService(hub);
  const contacts = contactService(hub, activities);
  const search = contactSearch(hub.db, hub.dialect);
  const statements = importStatements(hub.db);
  const sources = sourceService(hub, { contacts, activities });
  const imports = importService(hub, { contacts, activities, statements });
  const collection = collectionService(hub, { contacts, activities, sources });
  const email = emailSetup(hub, { contacts, activities });
  const location = locationService(hub);
  const ai = aiService(hub, contacts, search);
  // The CRM owns the contacts: core's quotas ask it for an organisation's real count (billing usage).
  hub.quotas.count('contacts', (orgId) => contacts.count(orgId));
  return { activities, contacts, search, statements, sources, imports, collection, email, location, ai };
}

export type CrmSetup = ReturnType<typeof crmSetup>;
