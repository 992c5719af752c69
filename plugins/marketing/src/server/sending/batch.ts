import { forOrg } from '@ecohub/core';
import type { RenderedTemplate } from '../campaigns/render.ts';
import { emailKey } from '../lists/email.ts';
import type { SendDeps } from './job.ts';
import { campaignMessage, isPermanentFailure, type RecipientRef } from './message.ts';

export interface BatchOutcome {
  sent: number;
  failed: number;
  bounced: number;
  suppressed: number;
}

/**
 * Hands a batch of a campaign's recipients to core's mailer with a fixed number of statements,
 * whatever its size: one suppression check, one statement recording the suppressed, one claim
 * (`sending`, attempts + 1: written before any message leaves, so a crash leaves the batch visibly
 * in doubt), `mail.sendMany` (one outbox insert, the SMTP hand-offs, one outbox update); each
 * accepted message is recorded `sent` as soon as its answer came, by `recordSent`'s group commit.
 * Bounces and failures, rare, are recorded one by one.
 */
export async function sendBatch(
  d: Pick<SendDeps, 'hub' | 'suppression' | 'signer' | 'activity'>,
  orgId: string,
  campaign: { id: string; name: string; subject: string },
  template: RenderedTemplate,
  batch: RecipientRef[],
  /** Records one message as sent (group-committed with the others answered meanwhile). */
  recordSent: (id: string) => Promise<void>,
): Promise<BatchOutcome> {
  const { hub } = d;
  const out: BatchOutcome = { sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  if (batch.length === 0) return out;
  const rows = () => forOrg(hub.db, orgId).updateTable('marketingRecipients');
  const suppressedKeys = await d.suppression.among(
    orgId,
    batch.map((r) => r.email),
  );
  const suppressed = batch.filter((r) => suppressedKeys.has(emailKey(r.email)));
  const go = batch.filter((r) => !suppressedKeys.has(emailKey(r.email)));
  if (suppressed.length) {
    await rows()
      .set({ status: 'suppressed', sentAt: null })
      .where(
        'id',
        'in',
        suppressed.map((r) => r.id),
      )
      .where('status', 'in', ['pending', 'sending'])
      .execute();
    out.suppressed = suppressed.length;
  }
  if (go.length === 0) return out;
  await rows()
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      go.map((r) => r.id),
    )
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  const messages = await Promise.all(
    go.map((r) => campaignMessage(hub, d.signer, orgId, template, campaign.subject, r, campaign.name)),
  );
  const writes: Promise<void>[] = [];
  const results = await hub.mail.sendMany(messages, (i, sent) => {
    if (sent.error) return;
    const w = recordSent(go[i]!.id);
    w.catch(() => undefined);
    writes.push(w);
  });
  await Promise.all(writes);
  out.sent = writes.length;
  for (const [i, r] of go.entries()) {
    const error = results[i]!.error;
    if (!error) continue;
    const bounced = isPermanentFailure(error);
    await rows()
      .set({ status: bounced ? 'bounced' : 'failed', error })
      .where('id', '=', r.id)
      .where('status', '=', 'sending')
      .execute();
    if (!bounced) {
      out.failed++;
      continue;
    }
    out.bounced++;
    await d.suppression.add(orgId, r.email, 'bounce');
    await d.activity.record(orgId, {
      type: 'bounce',
      email: r.email,
      detail: error,
      campaignId: campaign.id,
    });
  }
  return out;
}
