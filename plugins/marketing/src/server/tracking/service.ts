import { forOrg, toIso } from '@ecohub/core';
import type { MarketingHub } from '../hub.ts';
import { emailKey } from '../lists/email.ts';
import type { ListService } from '../lists/service.ts';
import type { ActivityLog } from '../stats/activity.ts';
import { isMachine } from './machine.ts';
import type { LinkSigner } from './sign.ts';

export interface Visit {
  userAgent: string;
  ip: string | null;
}

/**
 * Opens, clicks and one-click unsubscribes, keyed by a signed recipient token. These requests
 * carry no session: the recipient row (found by its id, across organisations on purpose) names
 * the organisation, and every write after that goes through `forOrg`.
 */
export function trackingService(
  hub: MarketingHub,
  signer: LinkSigner,
  lists: ListService,
  activity: ActivityLog,
) {
  const recipient = async (token: string) => {
    const id = await signer.verify(token);
    if (!id) return { valid: false as const };
    // Cross-tenant lookup by a signed id: the token is the recipient's own credential.
    const row = await hub.db
      .selectFrom('marketingRecipients')
      .innerJoin('marketingCampaigns', 'marketingCampaigns.id', 'marketingRecipients.campaignId')
      .select([
        'marketingRecipients.id',
        'marketingRecipients.orgId',
        'marketingRecipients.campaignId',
        'marketingRecipients.email',
        'marketingRecipients.sentAt',
        'marketingRecipients.openedAt',
        'marketingRecipients.clickedAt',
        'marketingCampaigns.name',
      ])
      .where('marketingRecipients.id', '=', id)
      .executeTakeFirst();
    return { valid: true as const, id, row };
  };

  const machine = (v: Visit, sentAt: string | null) =>
    isMachine({
      ...v,
      sentAt,
      now: hub.clock.now(),
      machineSeconds: hub.settings.MARKETING_MACHINE_OPEN_SECONDS,
    });

  const markOpen = async (r: NonNullable<Awaited<ReturnType<typeof recipient>>['row']>, v: Visit) => {
    const now = toIso(hub.clock.now());
    const scope = forOrg(hub.db, r.orgId);
    if (machine(v, r.sentAt)) {
      await scope
        .updateTable('marketingRecipients')
        .set({ machineOpenedAt: now })
        .where('id', '=', r.id)
        .where('machineOpenedAt', 'is', null)
        .execute();
      return 'machine' as const;
    }
    const u = await scope
      .updateTable('marketingRecipients')
      .set({ openedAt: now })
      .where('id', '=', r.id)
      .where('openedAt', 'is', null)
      .executeTakeFirst();
    if (Number(u.numUpdatedRows) > 0)
      await activity.record(r.orgId, {
        type: 'open',
        email: r.email,
        detail: r.name,
        campaignId: r.campaignId,
      });
    return 'human' as const;
  };

  return {
    /** The open pixel was fetched: a person's first open counts, a machine's is kept apart. */
    async open(token: string, v: Visit): Promise<'human' | 'machine' | 'unknown'> {
      const r = await recipient(token);
      if (!r.valid || !r.row) return 'unknown';
      return markOpen(r.row, v);
    },

    /** The target URL when the link is genuine (signature over recipient and URL), else null. */
    async click(token: string, url: string, signature: string, v: Visit): Promise<string | null> {
      const r = await recipient(token);
      if (!r.valid || !(await signer.verifyClick(r.id, url, signature))) return null;
      if (!/^https?:\/\//i.test(url)) return null;
      if (!r.row || machine(v, r.row.sentAt)) return url;
      // A click is also an open (images are often blocked).
      await markOpen(r.row, v);
      const u = await forOrg(hub.db, r.row.orgId)
        .updateTable('marketingRecipients')
        .set({ clickedAt: toIso(hub.clock.now()) })
        .where('id', '=', r.id)
        .where('clickedAt', 'is', null)
        .executeTakeFirst();
      if (Number(u.numUpdatedRows) > 0)
        await activity.record(r.row.orgId, {
          type: 'click',
          email: r.row.email,
          detail: url,
          campaignId: r.row.campaignId,
        });
      return url;
    },

    /**
     * RFC 8058 one-click: unsubscribes the address from every list of the organisation and
     * suppresses it. Idempotent; 'stale' for a genuine token whose message no longer exists.
     */
    async unsubscribe(token: string): Promise<'unsubscribed' | 'stale' | 'invalid'> {
      const r = await recipient(token);
      if (!r.valid) return 'invalid';
      if (!r.row) return 'stale';
      const already = await forOrg(hub.db, r.row.orgId)
        .selectFrom('marketingSuppressions')
        .select('reason')
        .where('emailKey', '=', emailKey(r.row.email))
        .executeTakeFirst();
      await lists.unsubscribe(r.row.orgId, r.row.email);
      if (!already)
        await activity.record(r.row.orgId, {
          type: 'unsubscribe',
          email: r.row.email,
          detail: r.row.name,
          campaignId: r.row.campaignId,
        });
      return 'unsubscribed';
    },
  };
}
export type TrackingService = ReturnType<typeof trackingService>;
