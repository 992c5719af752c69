import { forOrg, fromJson, newId, notFound, toIso, toJson } from '@ecohub/core';
import type { Campaign } from '../../shared/campaign.ts';
import type { DripEnrollment, DripInput } from '../../shared/drip.ts';
import { renderTemplate } from '../campaigns/render.ts';
import type { CampaignService } from '../campaigns/service.ts';
import type { MarketingDb, MarketingHub } from '../hub.ts';
import { emailKey } from '../lists/email.ts';
import type { ListService } from '../lists/service.ts';
import type { SuppressionList } from '../lists/suppression.ts';
import { deliver } from '../sending/deliver.ts';
import { messageIdFor } from '../sending/message.ts';
import type { ActivityLog } from '../stats/activity.ts';
import type { LinkSigner } from '../tracking/sign.ts';

export interface DripEntry {
  kind: DripInput['entry'];
  listId?: string;
  source?: string;
  /** kind 'event': the tracked event's name. */
  event?: string;
}
interface Person {
  email: string;
  firstName: string;
  contactId: string | null;
}

const HOUR = 3_600_000;

/**
 * Drip sequences: ordered steps with delays (each after the previous one, the first after entry).
 * Contacts enter from a list, as new CRM contacts (optionally of one source) or with a booking;
 * they leave on unsubscribe (lists.unsubscribe), on reaching the goal status, or after the last step.
 */
export function dripService(
  hub: MarketingHub,
  deps: {
    campaigns: CampaignService;
    lists: ListService;
    suppression: SuppressionList;
    signer: LinkSigner;
    activity: ActivityLog;
  },
) {
  const steps = (orgId: string, campaignId: string) =>
    forOrg(hub.db, orgId)
      .selectFrom('marketingDripSteps')
      .selectAll()
      .where('campaignId', '=', campaignId)
      .orderBy('position')
      .execute();

  const service = {
    async create(orgId: string, input: DripInput): Promise<Campaign> {
      if (input.listId) await deps.lists.getList(orgId, input.listId);
      const id = newId();
      const now = toIso(hub.clock.now());
      const entry: DripEntry = {
        kind: input.entry,
        listId: input.listId,
        source: input.source,
        event: input.entry === 'event' ? input.event : undefined,
      };
      await hub.db.transaction().execute(async (trx: MarketingDb) => {
        await forOrg(trx, orgId)
          .insertInto('marketingCampaigns', {
            id,
            name: input.name,
            type: 'drip',
            status: 'Active',
            listId: input.listId ?? null,
            subject: input.steps[0]!.subject,
            mjml: input.steps[0]!.mjml,
            entry: toJson(entry),
            goalStatus: input.goalStatus ?? null,
            scheduledAt: null,
            jobId: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        await forOrg(trx, orgId)
          .insertInto(
            'marketingDripSteps',
            input.steps.map((s, position) => ({
              id: newId(),
              campaignId: id,
              position,
              delayHours: s.delayHours,
              subject: s.subject,
              mjml: s.mjml,
            })),
          )
          .execute();
      });
      if (input.entry === 'list' && input.listId) {
        await deps.lists.refresh(orgId, input.listId);
        for (const s of await deps.lists.subscribers(orgId, input.listId))
          if (s.consent === 'subscribed' && !s.suppressed) await service.enroll(orgId, id, s);
      }
      await deps.activity.record(orgId, { type: 'drip', detail: input.name, campaignId: id });
      return deps.campaigns.get(orgId, id);
    },

    /** Puts a person at the sequence's first step (once: a second entry is ignored). */
    async enroll(orgId: string, campaignId: string, p: Person): Promise<boolean> {
      if (await deps.suppression.has(orgId, p.email)) return false;
      const first = (await steps(orgId, campaignId))[0];
      if (!first) return false;
      const r = await forOrg(hub.db, orgId)
        .insertInto('marketingEnrollments', {
          id: newId(),
          campaignId,
          contactId: p.contactId,
          email: p.email,
          emailKey: emailKey(p.email),
          firstName: p.firstName,
          step: 0,
          nextAt: toIso(new Date(hub.clock.now().getTime() + first.delayHours * HOUR)),
          status: 'active',
          exitReason: null,
          createdAt: toIso(hub.clock.now()),
        })
        .onConflict((oc) => oc.columns(['campaignId', 'emailKey']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Enrols a new contact, booking or tracked event's person into the active drips with that entry. */
    async enter(
      orgId: string,
      kind: 'contact-created' | 'booking-created' | 'event',
      p: Person & { source?: string; event?: string },
    ) {
      if (!p.email) return;
      const drips = await forOrg(hub.db, orgId)
        .selectFrom('marketingCampaigns')
        .select(['id', 'entry'])
        .where('type', '=', 'drip')
        .where('status', '=', 'Active')
        .execute();
      for (const d of drips) {
        const entry = fromJson<DripEntry | null>(d.entry, null);
        if (entry?.kind !== kind) continue;
        if (entry.source && entry.source !== p.source) continue;
        if (kind === 'event' && entry.event !== p.event) continue;
        await service.enroll(orgId, d.id, p);
      }
    },

    /** The contact reached a pipeline status: sequences with that goal end for them. */
    async goalReached(orgId: string, contactId: string, status: string): Promise<void> {
      const drips = await forOrg(hub.db, orgId)
        .selectFrom('marketingCampaigns')
        .select('id')
        .where('type', '=', 'drip')
        .where('goalStatus', '=', status)
        .execute();
      if (drips.length === 0) return;
      await forOrg(hub.db, orgId)
        .updateTable('marketingEnrollments')
        .set({ status: 'exited', exitReason: 'goal', nextAt: null })
        .where('contactId', '=', contactId)
        .where('status', '=', 'active')
        .where(
          'campaignId',
          'in',
          drips.map((d) => d.id),
        )
        .execute();
    },

    /**
     * The contact answered by email (the CRM saw an inbound message from them): every sequence they
     * are in ends for them, whatever its goal.
     */
    async replied(orgId: string, who: { contactId: string | null; email: string }): Promise<number> {
      const r = await forOrg(hub.db, orgId)
        .updateTable('marketingEnrollments')
        .set({ status: 'exited', exitReason: 'replied', nextAt: null })
        .where('status', '=', 'active')
        .where((eb) =>
          who.contactId
            ? eb.or([eb('contactId', '=', who.contactId), eb('emailKey', '=', emailKey(who.email))])
            : eb('emailKey', '=', emailKey(who.email)),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Each contact's position in the sequence. */
    async enrollments(orgId: string, campaignId: string): Promise<DripEnrollment[]> {
      const c = await deps.campaigns.row(orgId, campaignId);
      if (c.type !== 'drip') throw notFound('Drip sequence not found');
      const total = (await steps(orgId, campaignId)).length;
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingEnrollments')
        .select(['email', 'step', 'nextAt', 'status', 'exitReason'])
        .where('campaignId', '=', campaignId)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(500)
        .execute();
      return rows.map((r) => ({ ...r, steps: total, status: r.status as DripEnrollment['status'] }));
    },

    /**
     * Sends every due step (all organisations: the scheduled job has none) and moves each contact
     * on. A step's recipient row is unique per (campaign, step, address), so a tick interrupted
     * after sending and before advancing never sends that step twice.
     */
    async tick(): Promise<number> {
      const now = hub.clock.now();
      // Cross-tenant on purpose: the schedule serves every organisation; rows carry their orgId.
      const due = await hub.db
        .selectFrom('marketingEnrollments')
        .innerJoin('marketingCampaigns', 'marketingCampaigns.id', 'marketingEnrollments.campaignId')
        .select([
          'marketingEnrollments.id',
          'marketingEnrollments.orgId',
          'marketingEnrollments.campaignId',
          'marketingEnrollments.email',
          'marketingEnrollments.firstName',
          'marketingEnrollments.contactId',
          'marketingEnrollments.step',
          'marketingCampaigns.name',
        ])
        .where('marketingEnrollments.status', '=', 'active')
        .where('marketingEnrollments.nextAt', '<=', toIso(now))
        .where('marketingCampaigns.status', '=', 'Active')
        .orderBy('marketingEnrollments.nextAt')
        .limit(500)
        .execute();
      let sent = 0;
      for (const e of due) {
        const all = await steps(e.orgId, e.campaignId);
        const step = all[e.step];
        const scope = forOrg(hub.db, e.orgId);
        if (!step) {
          await scope
            .updateTable('marketingEnrollments')
            .set({ status: 'completed', nextAt: null })
            .where('id', '=', e.id)
            .execute();
          continue;
        }
        if (await deps.suppression.has(e.orgId, e.email)) {
          await scope
            .updateTable('marketingEnrollments')
            .set({ status: 'exited', exitReason: 'unsubscribed', nextAt: null })
            .where('id', '=', e.id)
            .execute();
          continue;
        }
        const rid = newId();
        await scope
          .insertInto('marketingRecipients', {
            id: rid,
            campaignId: e.campaignId,
            step: step.position,
            contactId: e.contactId,
            email: e.email,
            emailKey: emailKey(e.email),
            firstName: e.firstName,
            status: 'pending',
            messageId: messageIdFor(rid, hub.config.publicUrl),
            error: null,
            sentAt: null,
            openedAt: null,
            machineOpenedAt: null,
            clickedAt: null,
            convertedAt: null,
            createdAt: toIso(now),
          })
          .onConflict((oc) => oc.columns(['campaignId', 'step', 'emailKey']).doNothing())
          .execute();
        const r = await scope
          .selectFrom('marketingRecipients')
          .select(['id', 'email', 'firstName', 'messageId', 'status'])
          .where('campaignId', '=', e.campaignId)
          .where('step', '=', step.position)
          .where('emailKey', '=', emailKey(e.email))
          .executeTakeFirstOrThrow();
        // Claimed by one tick only (several hub processes, or the schedule and a manual tick).
        const claim = await scope
          .updateTable('marketingRecipients')
          .set({ status: 'sending' })
          .where('id', '=', r.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) > 0) {
          const outcome = await deliver(
            { ...deps, hub },
            e.orgId,
            { id: e.campaignId, name: e.name, subject: step.subject },
            await renderTemplate(step.mjml),
            r,
          );
          if (outcome === 'sent') sent++;
        }
        const next = all[e.step + 1];
        await scope
          .updateTable('marketingEnrollments')
          .set(
            next
              ? { step: e.step + 1, nextAt: toIso(new Date(now.getTime() + next.delayHours * HOUR)) }
              : { step: e.step + 1, status: 'completed', nextAt: null },
          )
          .where('id', '=', e.id)
          .where('step', '=', e.step)
          .execute();
      }
      return sent;
    },
  };
  return service;
}
export type DripService = ReturnType<typeof dripService>;
