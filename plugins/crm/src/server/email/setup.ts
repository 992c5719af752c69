import type { ActivityService } from '../activities/service.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmHub } from '../hub.ts';
import { emailAccounts } from './accounts.ts';
import { emailInbound } from './inbound.ts';
import { emailIngest } from './ingest.ts';
import { emailOAuth } from './oauth.ts';
import { emailProcessing } from './processing.ts';
import { credentialBox } from './secrets.ts';
import { emailSync } from './sync.ts';

/** The email feature, built once in the CRM's setup: accounts, sync, processing, the BCC listener. */
export function emailSetup(hub: CrmHub, parts: { contacts: ContactService; activities: ActivityService }) {
  const box = credentialBox(hub);
  const accounts = emailAccounts(hub, box);
  const ingest = emailIngest(hub, parts);
  const oauth = emailOAuth(hub, box);
  return {
    accounts,
    ingest,
    oauth,
    sync: emailSync(hub, { accounts, ingest, oauth }),
    processing: emailProcessing(hub, ingest),
    inbound: emailInbound(hub, ingest),
  };
}

export type EmailSetup = ReturnType<typeof emailSetup>;
