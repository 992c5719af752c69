import { forOrg, toIso } from '@ecohub/core';
import type { MarketingHub } from '../hub.ts';
import { emailKey } from '../lists/email.ts';
import type { ActivityLog } from '../stats/activity.ts';

/**
 * A conversion — a contact moved to customer in the CRM pipeline (their value as revenue), or a
 * tracked conversion event of an address (its amount) — goes to the last message the person opened
 * or clicked within MARKETING_ATTRIBUTION_DAYS. `who` is a contact id or `{ email }`.
 */
export function conversionAttribution(hub: MarketingHub, activity: ActivityLog) {
  return async (orgId: string, who: string | { email: string }, value: number): Promise<boolean> => {
    const since = toIso(
      new Date(hub.clock.now().getTime() - hub.settings.MARKETING_ATTRIBUTION_DAYS * 86_400_000),
    );
    const scope = forOrg(hub.db, orgId);
    const r = await scope
      .selectFrom('marketingRecipients')
      .select(['id', 'campaignId', 'email'])
      .where((eb) =>
        typeof who === 'string' ? eb('contactId', '=', who) : eb('emailKey', '=', emailKey(who.email)),
      )
      .where('status', '=', 'sent')
      .where('convertedAt', 'is', null)
      .where('sentAt', '>=', since)
      .where((eb) => eb.or([eb('openedAt', 'is not', null), eb('clickedAt', 'is not', null)]))
      .orderBy('sentAt', 'desc')
      .executeTakeFirst();
    if (!r) return false;
    await scope
      .updateTable('marketingRecipients')
      .set({ convertedAt: toIso(hub.clock.now()), revenue: value })
      .where('id', '=', r.id)
      .execute();
    await activity.record(orgId, {
      type: 'conversion',
      email: r.email,
      detail: String(value),
      campaignId: r.campaignId,
    });
    return true;
  };
}
