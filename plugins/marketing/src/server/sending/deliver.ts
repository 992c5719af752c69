import { forOrg, toIso } from '@ecohub/core';
import type { RenderedTemplate } from '../campaigns/render.ts';
import { emailKey } from '../lists/email.ts';
import type { SendDeps } from './job.ts';
import { campaignMessage, isPermanentFailure, type RecipientRef } from './message.ts';

export type Outcome = 'sent' | 'failed' | 'bounced' | 'suppressed';

/**
 * Hands one pending recipient's message to core's mailer and records the outcome on its row.
 * The suppression list is checked at this moment (or for the batch just before), so an unsubscribe
 * during the send is honoured.
 * A 5xx answer is a bounce: the address joins the suppression list.
 */
export async function deliver(
  d: Pick<SendDeps, 'hub' | 'suppression' | 'signer' | 'activity'>,
  orgId: string,
  campaign: { id: string; name: string; subject: string },
  template: RenderedTemplate,
  r: RecipientRef,
  /** The batch's suppressed addresses, read just before it is sent; else checked here. */
  suppressed?: Set<string>,
): Promise<Outcome> {
  const { hub } = d;
  const mark = (status: Outcome, error: string | null = null) =>
    forOrg(hub.db, orgId)
      .updateTable('marketingRecipients')
      .set({ status, error, sentAt: status === 'sent' ? toIso(hub.clock.now()) : null })
      .where('id', '=', r.id)
      .where('status', 'in', ['pending', 'sending'])
      .execute();
  if (suppressed ? suppressed.has(emailKey(r.email)) : await d.suppression.has(orgId, r.email)) {
    await mark('suppressed');
    return 'suppressed';
  }
  const message = await campaignMessage(hub, d.signer, orgId, template, campaign.subject, r, campaign.name);
  const res = await hub.mail.send(message);
  if (!res.error) {
    await mark('sent');
    return 'sent';
  }
  if (isPermanentFailure(res.error)) {
    await mark('bounced', res.error);
    await d.suppression.add(orgId, r.email, 'bounce');
    await d.activity.record(orgId, {
      type: 'bounce',
      email: r.email,
      detail: res.error,
      campaignId: campaign.id,
    });
    return 'bounced';
  }
  await mark('failed', res.error);
  return 'failed';
}
