import { forOrg, toIso } from '@ecohub/core';
import type { MarketingDb, MarketingHub } from '../hub.ts';
import { emailKey } from './email.ts';

export type SuppressionReason = 'unsubscribe' | 'bounce' | 'complaint';

/** The organisation's suppression list: every send checks it, whatever list or sequence. */
export function suppressionList(hub: MarketingHub) {
  return {
    async add(
      orgId: string,
      email: string,
      reason: SuppressionReason,
      db: MarketingDb = hub.db,
    ): Promise<void> {
      await forOrg(db, orgId)
        .insertInto('marketingSuppressions', {
          emailKey: emailKey(email),
          reason,
          createdAt: toIso(hub.clock.now()),
        })
        .onConflict((oc) => oc.columns(['orgId', 'emailKey']).doNothing())
        .execute();
    },
    async has(orgId: string, email: string, db: MarketingDb = hub.db): Promise<boolean> {
      const row = await forOrg(db, orgId)
        .selectFrom('marketingSuppressions')
        .select('emailKey')
        .where('emailKey', '=', emailKey(email))
        .executeTakeFirst();
      return !!row;
    },
    /** Which of these addresses are suppressed (one query for a batch), as keys. */
    async among(orgId: string, emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingSuppressions')
        .select('emailKey')
        .where('emailKey', 'in', [...new Set(emails.map(emailKey))])
        .execute();
      return new Set(rows.map((r) => r.emailKey));
    },
    list: (orgId: string) =>
      forOrg(hub.db, orgId)
        .selectFrom('marketingSuppressions')
        .select(['emailKey as email', 'reason', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .limit(1000)
        .execute(),
    async remove(orgId: string, email: string): Promise<boolean> {
      const r = await forOrg(hub.db, orgId)
        .deleteFrom('marketingSuppressions')
        .where('emailKey', '=', emailKey(email))
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type SuppressionList = ReturnType<typeof suppressionList>;
