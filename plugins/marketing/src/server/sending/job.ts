import { forOrg, type JobRun, num, toIso } from '@ecohub/core';
import type { SendResult } from '../../shared/jobs.ts';
import { renderTemplate } from '../campaigns/render.ts';
import type { CampaignService } from '../campaigns/service.ts';
import type { MarketingHub } from '../hub.ts';
import type { SuppressionList } from '../lists/suppression.ts';
import type { ActivityLog } from '../stats/activity.ts';
import type { LinkSigner } from '../tracking/sign.ts';
import { sendBatch } from './batch.ts';
import { chunkSource } from './chunks.ts';
import { coalesce } from './coalesce.ts';
import { throttle } from './throttle.ts';

/** How stale the campaign's status may be while sending (pause latency). */
const STATUS_MS = 200;
/** Chunks (of MARKETING_SEND_CONCURRENCY messages) in flight at once. */
const LANES = 3;
/** Chunks between two progress reports. */
const PROGRESS_EVERY = 4;

export interface SendDeps {
  hub: MarketingHub;
  campaigns: CampaignService;
  suppression: SuppressionList;
  signer: LinkSigner;
  activity: ActivityLog;
}

/**
 * The durable send of one campaign, batch by batch (`sendBatch`: a fixed number of statements per
 * batch). Each recipient row is `pending`, then `sending` (claimed, written before its message is
 * handed to the mailer), then `sent` (or `bounced`, `failed`, `suppressed`). A run after a crash or
 * a pause takes the rows still pending, and the rows a dead run left `sending` (in doubt: the peer
 * may have accepted them before the crash) are resent with their Message-ID, or recorded `unknown`
 * with MARKETING_IN_DOUBT=skip. The campaign's status is read before every batch: Paused stops the
 * run (play enqueues it again).
 */
export async function sendCampaign(run: JobRun<{ campaignId: string }>, d: SendDeps): Promise<SendResult> {
  const orgId = run.orgId;
  if (!orgId) throw new Error('A campaign send belongs to an organisation');
  const { campaignId } = run.payload;
  const { hub } = d;
  const concurrency = hub.settings.MARKETING_SEND_CONCURRENCY;
  const wait = throttle(hub.settings.MARKETING_SEND_RATE);
  const result: SendResult = { sent: 0, failed: 0, bounced: 0, suppressed: 0, paused: false, resent: 0 };
  const recipients = () =>
    forOrg(hub.db, orgId)
      .selectFrom('marketingRecipients')
      .where('campaignId', '=', campaignId)
      .where('step', '=', -1);
  let campaign = await d.campaigns.row(orgId, campaignId);
  if (campaign.status === 'Scheduled') {
    await forOrg(hub.db, orgId)
      .updateTable('marketingCampaigns')
      .set({ status: 'Active', updatedAt: toIso(hub.clock.now()) })
      .where('id', '=', campaignId)
      .where('status', '=', 'Scheduled')
      .execute();
    campaign = await d.campaigns.row(orgId, campaignId);
  }
  const template = await renderTemplate(campaign.mjml);
  // Rows a dead run left claimed: one send job per campaign at a time (its unique key), so no live
  // run holds them.
  if (hub.settings.MARKETING_IN_DOUBT === 'skip')
    await forOrg(hub.db, orgId)
      .updateTable('marketingRecipients')
      .set({ status: 'unknown' })
      .where('campaignId', '=', campaignId)
      .where('step', '=', -1)
      .where('status', '=', 'sending')
      .execute();
  else
    result.resent = num(
      (
        await recipients()
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'sending')
          .executeTakeFirst()
      )?.n,
    );
  let checked = performance.now();
  let status = campaign.status;
  const active = async () => {
    if (performance.now() - checked > STATUS_MS) {
      checked = performance.now();
      status = (await d.campaigns.row(orgId, campaignId)).status;
    }
    return status === 'Active';
  };
  const total = async () => {
    const rows = await recipients()
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status')
      .execute();
    const n = (s: string) => num(rows.find((x) => x.status === s)?.n);
    const all = rows.reduce((a, x) => a + num(x.n), 0);
    return { done: all - n('pending') - n('sending'), total: all };
  };

  const recordSent = coalesce<string>(async (ids) => {
    await forOrg(hub.db, orgId)
      .updateTable('marketingRecipients')
      .set({ status: 'sent', error: null, sentAt: toIso(hub.clock.now()) })
      .where('id', 'in', ids)
      .where('status', '=', 'sending')
      .execute();
  }).add;
  let chunks = 0;
  let stopped = false;
  // LANES chunks in flight: one lane's database statements overlap another's SMTP hand-offs.
  // A pause takes effect within STATUS_MS, not at the end of the send.
  const goOn = async () => {
    if (run.signal.aborted) throw new Error('Send canceled');
    if (stopped || !(await active())) stopped = true;
    return !stopped;
  };
  const lane = async (source: ReturnType<typeof chunkSource>) => {
    for (;;) {
      if (!(await goOn())) return;
      const chunk = await source.next();
      if (!chunk) return;
      await Promise.all(chunk.map(() => wait()));
      // The throttle may have held this chunk for seconds: a pause meanwhile leaves it pending
      // (unclaimed) for the run that resumes.
      if (!(await goOn())) return;
      const out = await sendBatch(d, orgId, campaign, template, chunk, recordSent);
      for (const k of ['sent', 'failed', 'bounced', 'suppressed'] as const) result[k] += out[k];
      if (++chunks % PROGRESS_EVERY === 0) await run.progress({ ...(await total()), ...result });
    }
  };
  for (;;) {
    const source = chunkSource(hub, orgId, campaignId, {
      chunk: concurrency,
      inDoubtFirst: hub.settings.MARKETING_IN_DOUBT === 'resend',
    });
    await Promise.all(Array.from({ length: LANES }, () => lane(source)));
    await run.progress({ ...(await total()), ...result });
    if (!stopped) break;
    // Play while this run was still stopping found it running (one send job per campaign), so
    // this run goes on with the rows still pending.
    status = (await d.campaigns.row(orgId, campaignId)).status;
    checked = performance.now();
    if (status !== 'Active') {
      result.paused = status === 'Paused';
      return result;
    }
    stopped = false;
  }
  await forOrg(hub.db, orgId)
    .updateTable('marketingCampaigns')
    .set({ status: 'Completed', updatedAt: toIso(hub.clock.now()) })
    .where('id', '=', campaignId)
    .where('status', '=', 'Active')
    .execute();
  await d.activity.record(orgId, { type: 'completed', detail: campaign.name, campaignId });
  return result;
}
