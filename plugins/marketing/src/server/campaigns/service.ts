import { badRequest, conflict, forOrg, newId, notFound, num, toIso } from '@ecohub/core';
import type { z } from 'zod';
import type {
  Campaign,
  CampaignInput,
  CampaignStatus,
  CampaignType,
  campaignPatchSchema,
  Preview,
} from '../../shared/campaign.ts';
import { SEND_JOB } from '../../shared/jobs.ts';
import type { MarketingDb, MarketingHub } from '../hub.ts';
import { emailKey } from '../lists/email.ts';
import type { ListService } from '../lists/service.ts';
import { campaignMessage, messageIdFor } from '../sending/message.ts';
import type { ActivityLog } from '../stats/activity.ts';
import type { LinkSigner } from '../tracking/sign.ts';
import { renderTemplate } from './render.ts';

const pct = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 1000) / 10 : 0);

/** Campaigns: compose, preview, test send, schedule or send now, pause and play. */
export function campaignService(
  hub: MarketingHub,
  lists: ListService,
  signer: LinkSigner,
  activity: ActivityLog,
) {
  const row = async (orgId: string, id: string) => {
    const r = await forOrg(hub.db, orgId)
      .selectFrom('marketingCampaigns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw notFound('Campaign not found');
    return r;
  };

  const enqueueSend = async (orgId: string, id: string, runAt?: Date) => {
    const jobId = await hub.jobs.enqueue(
      SEND_JOB,
      { campaignId: id },
      { orgId, runAt, maxAttempts: 20, uniqueKey: `${SEND_JOB}:${id}` },
    );
    await forOrg(hub.db, orgId)
      .updateTable('marketingCampaigns')
      .set({ jobId })
      .where('id', '=', id)
      .execute();
    return jobId;
  };

  const service = {
    row,

    async list(orgId: string): Promise<Campaign[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingCampaigns')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      const counts = await forOrg(hub.db, orgId)
        .selectFrom('marketingRecipients')
        .select((eb) => [
          'campaignId',
          eb.fn.countAll().as('all'),
          eb.fn.sum(eb.case().when('status', '=', 'sent').then(1).else(0).end()).as('sent'),
          eb.fn
            .sum(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end())
            .as('pending'),
          eb.fn.sum(eb.case().when('status', '=', 'suppressed').then(1).else(0).end()).as('suppressed'),
          eb.fn.count('openedAt').as('opens'),
          eb.fn.count('clickedAt').as('clicks'),
          eb.fn.count('convertedAt').as('conversions'),
        ])
        .groupBy('campaignId')
        .execute();
      const listSizes = new Map((await lists.list(orgId)).map((l) => [l.id, l.subscribers]));
      const enrolled = await forOrg(hub.db, orgId)
        .selectFrom('marketingEnrollments')
        .select(['campaignId', (eb) => eb.fn.countAll().as('n')])
        .groupBy('campaignId')
        .execute();
      return rows.map((r) => {
        const c = counts.find((x) => x.campaignId === r.id);
        const sent = num(c?.sent);
        const opens = num(c?.opens);
        const clicks = num(c?.clicks);
        const conversions = num(c?.conversions);
        const subscribers =
          r.type === 'drip'
            ? num(enrolled.find((e) => e.campaignId === r.id)?.n)
            : c
              ? num(c.all) - num(c.suppressed)
              : (listSizes.get(r.listId ?? '') ?? 0);
        return {
          id: r.id,
          name: r.name,
          type: r.type as CampaignType,
          status: r.status as CampaignStatus,
          listId: r.listId,
          subject: r.subject,
          mjml: r.mjml,
          scheduledAt: r.scheduledAt,
          jobId: r.jobId,
          subscribers,
          sent,
          pending: num(c?.pending),
          opens,
          clicks,
          conversions,
          openRate: pct(opens, sent),
          clickRate: pct(clicks, sent),
          conversionRate: pct(conversions, sent),
          createdAt: r.createdAt,
        };
      });
    },

    async get(orgId: string, id: string): Promise<Campaign> {
      await row(orgId, id);
      return (await service.list(orgId)).find((c) => c.id === id)!;
    },

    async create(orgId: string, input: Required<CampaignInput>): Promise<Campaign> {
      await lists.getList(orgId, input.listId);
      const id = newId();
      const now = toIso(hub.clock.now());
      await forOrg(hub.db, orgId)
        .insertInto('marketingCampaigns', {
          id,
          name: input.name,
          type: 'email',
          status: 'Draft',
          listId: input.listId,
          subject: input.subject,
          mjml: input.mjml,
          entry: null,
          goalStatus: null,
          scheduledAt: null,
          jobId: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      return service.get(orgId, id);
    },

    async update(orgId: string, id: string, patch: z.output<typeof campaignPatchSchema>): Promise<Campaign> {
      const r = await row(orgId, id);
      if (r.status !== 'Draft' && r.status !== 'Scheduled')
        throw conflict('Only a draft or scheduled campaign can be edited');
      await forOrg(hub.db, orgId)
        .updateTable('marketingCampaigns')
        .set({ ...patch, updatedAt: toIso(hub.clock.now()) })
        .where('id', '=', id)
        .execute();
      return service.get(orgId, id);
    },

    async remove(orgId: string, id: string): Promise<void> {
      const r = await row(orgId, id);
      if (r.status === 'Active') throw conflict('Pause the campaign before deleting it');
      if (r.jobId) await hub.jobs.cancel(r.jobId, orgId);
      await forOrg(hub.db, orgId).deleteFrom('marketingCampaigns').where('id', '=', id).execute();
    },

    async preview(orgId: string, id: string): Promise<Preview> {
      const r = await row(orgId, id);
      const t = await renderTemplate(r.mjml);
      const sample = { id: newId(), email: 'preview@example.com', firstName: 'Alex', messageId: '' };
      const m = await campaignMessage(hub, signer, orgId, t, r.subject, sample, r.name);
      return { subject: m.subject, html: m.html ?? '', text: m.text, warnings: t.warnings };
    },

    /** One message to the given address, marked [Test]; no recipient row, no tracking counted. */
    async testSend(orgId: string, id: string, email: string) {
      const r = await row(orgId, id);
      const t = await renderTemplate(r.mjml);
      const ref = {
        id: newId(),
        email,
        firstName: 'Test',
        messageId: messageIdFor(newId(), hub.config.publicUrl),
      };
      const m = await campaignMessage(hub, signer, orgId, t, r.subject, ref, r.name);
      const res = await hub.mail.send({ ...m, subject: `[Test] ${m.subject}` });
      await activity.record(orgId, { type: 'test', email, detail: r.name, campaignId: id });
      return { outboxId: res.id, delivered: res.delivered, error: res.error ?? null };
    },

    /**
     * Freezes the audience (subscribed list members; suppressed ones recorded as such, never sent
     * to) and enqueues the durable send job, now or at `scheduledAt`.
     */
    async send(
      orgId: string,
      id: string,
      scheduledAt?: string,
    ): Promise<{ jobId: string; campaign: Campaign }> {
      const r = await row(orgId, id);
      if (r.type !== 'email') throw badRequest('A drip sequence sends on its own schedule');
      if (r.status !== 'Draft' && r.status !== 'Scheduled') throw conflict('This campaign was already sent');
      if (!r.listId) throw badRequest('Choose a subscriber list');
      await lists.refresh(orgId, r.listId);
      const subs = await lists.subscribers(orgId, r.listId);
      const audience = subs.filter((s) => s.consent === 'subscribed');
      if (audience.length === 0) throw badRequest('The list has no subscribers');
      const now = toIso(hub.clock.now());
      await hub.db.transaction().execute(async (trx: MarketingDb) => {
        const rows = audience.map((s) => {
          const rid = newId();
          return {
            id: rid,
            campaignId: id,
            contactId: s.contactId,
            email: s.email,
            emailKey: emailKey(s.email),
            firstName: s.firstName,
            status: s.suppressed ? 'suppressed' : 'pending',
            messageId: messageIdFor(rid, hub.config.publicUrl),
            error: null,
            sentAt: null,
            openedAt: null,
            machineOpenedAt: null,
            clickedAt: null,
            convertedAt: null,
            createdAt: now,
          };
        });
        for (let i = 0; i < rows.length; i += 200)
          await forOrg(trx, orgId)
            .insertInto('marketingRecipients', rows.slice(i, i + 200))
            .onConflict((oc) => oc.columns(['campaignId', 'step', 'emailKey']).doNothing())
            .execute();
        await forOrg(trx, orgId)
          .updateTable('marketingCampaigns')
          .set({
            status: scheduledAt ? 'Scheduled' : 'Active',
            scheduledAt: scheduledAt ?? null,
            updatedAt: now,
          })
          .where('id', '=', id)
          .execute();
      });
      const jobId = await enqueueSend(orgId, id, scheduledAt ? new Date(scheduledAt) : undefined);
      await activity.record(orgId, {
        type: scheduledAt ? 'scheduled' : 'sending',
        detail: r.name,
        campaignId: id,
      });
      return { jobId, campaign: await service.get(orgId, id) };
    },

    /** Pause stops a running send after the messages in flight; play resumes it where it stopped. */
    async setStatus(orgId: string, id: string, status: 'Active' | 'Paused'): Promise<Campaign> {
      const r = await row(orgId, id);
      if (r.status === status) return service.get(orgId, id);
      const allowed = status === 'Paused' ? ['Active', 'Scheduled'] : ['Paused'];
      if (!allowed.includes(r.status))
        throw conflict(
          status === 'Paused'
            ? 'Only an active campaign can be paused'
            : 'Only a paused campaign can be resumed',
        );
      await forOrg(hub.db, orgId)
        .updateTable('marketingCampaigns')
        .set({ status, updatedAt: toIso(hub.clock.now()) })
        .where('id', '=', id)
        .execute();
      if (status === 'Active' && r.type === 'email') await enqueueSend(orgId, id);
      await activity.record(orgId, {
        type: status === 'Paused' ? 'paused' : 'resumed',
        detail: r.name,
        campaignId: id,
      });
      return service.get(orgId, id);
    },
  };
  return service;
}
export type CampaignService = ReturnType<typeof campaignService>;
