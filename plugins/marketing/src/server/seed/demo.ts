import { type DemoSeedContext, forOrg, newId, toIso, toJson } from '@ecohub/core';
import { DEFAULT_MJML } from '../../shared/campaign.ts';
import type { MarketingHub } from '../hub.ts';
import { messageIdFor } from '../sending/message.ts';
import type { MarketingSetup } from '../setup.ts';

/**
 * Spec 002 §9 sample tiles as demo data (demo organisation only): 12 active campaigns, 4,892
 * subscribers, a 64.8% open rate (648 human opens of 1,000 delivered messages; machine opens are
 * extra and not counted) and $28,450 attributed this month. Every figure is computed from these rows.
 */
const SUBSCRIBERS = 4892;
const CAMPAIGNS = [
  'Spring Speaking Tour',
  'Housing Advocacy Newsletter',
  'AI Real Estate Launch',
  'Certification Early Bird',
  'Local Business Spotlight',
  'Training Webinar Invite',
  'Podcast Episode Digest',
  'Homebuyer Guide Drip',
  'Investor Update Q3',
  'Community Impact Report',
  'Course Re-engagement',
  'Referral Rewards',
];
const DELIVERED = 1000;
const OPENED = 648;
const CLICKED = 212;
/** 18 × $1,500 + 1 × $1,450 = $28,450. */
const CONVERSIONS = [...Array(18).fill(150_000), 145_000];

export async function seedDemoMarketing(
  hub: MarketingHub,
  m: MarketingSetup,
  { orgId }: DemoSeedContext,
): Promise<void> {
  const now = hub.clock.now();
  const at = (minutesAgo: number) => toIso(new Date(now.getTime() - minutesAgo * 60_000));
  const scope = forOrg(hub.db, orgId);
  // A second run changes nothing.
  if (await scope.selectFrom('marketingLists').select('id').executeTakeFirst()) return;

  const list = await m.lists.create(orgId, { name: 'Ecosystem newsletter' });
  const people = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
    email: `subscriber${i + 1}@demo.ecohub.local`,
    firstName: ['Avery', 'Jordan', 'Sam', 'Riley', 'Casey', 'Morgan'][i % 6]!,
  }));
  for (let i = 0; i < people.length; i += 400)
    await scope
      .insertInto(
        'marketingSubscribers',
        people.slice(i, i + 400).map((p) => ({
          id: newId(),
          listId: list.id,
          contactId: null,
          email: p.email,
          emailKey: p.email,
          firstName: p.firstName,
          consent: 'subscribed',
          createdAt: at(60 * 24 * 30),
        })),
      )
      .execute();

  const campaignIds: string[] = [];
  for (const [i, name] of [...CAMPAIGNS, 'Holiday Offer', 'Product Survey'].entries()) {
    const id = newId();
    campaignIds.push(id);
    await scope
      .insertInto('marketingCampaigns', {
        id,
        name,
        type: i === 7 ? 'drip' : 'email',
        status: i < CAMPAIGNS.length ? 'Active' : i === CAMPAIGNS.length ? 'Paused' : 'Draft',
        listId: list.id,
        subject: `${name}: news for {{firstName}}`,
        mjml: DEFAULT_MJML,
        entry: i === 7 ? toJson({ kind: 'list', listId: list.id }) : null,
        goalStatus: null,
        scheduledAt: null,
        jobId: null,
        createdAt: at(60 * 24 * (20 - i)),
        updatedAt: at(60 * 24 * (20 - i)),
      })
      .execute();
    if (i === 7)
      await scope
        .insertInto('marketingDripSteps', {
          id: newId(),
          campaignId: id,
          position: 0,
          delayHours: 0,
          subject: 'Welcome, {{firstName}}',
          mjml: DEFAULT_MJML,
        })
        .execute();
  }

  const rows = people.slice(0, DELIVERED).map((p, i) => {
    const rid = newId();
    const converted = i < CONVERSIONS.length;
    return {
      id: rid,
      campaignId: campaignIds[i % CAMPAIGNS.length]!,
      contactId: null,
      email: p.email,
      emailKey: p.email,
      firstName: p.firstName,
      status: 'sent',
      messageId: messageIdFor(rid, hub.config.publicUrl),
      error: null,
      sentAt: at(60 * 24 * 5 + i),
      openedAt: i < OPENED ? at(60 * 24 * 4 + i) : null,
      machineOpenedAt: i >= OPENED && i < OPENED + 90 ? at(60 * 24 * 5 + i) : null,
      clickedAt: i < CLICKED ? at(60 * 24 * 4 + i) : null,
      convertedAt: converted ? toIso(now) : null,
      revenue: converted ? CONVERSIONS[i]! : 0,
      createdAt: at(60 * 24 * 5 + i),
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await scope.insertInto('marketingRecipients', rows.slice(i, i + 200)).execute();

  const events: Array<[string, string, string, number]> = [
    ['conversion', 'subscriber3@demo.ecohub.local', '150000', 12],
    ['click', 'subscriber8@demo.ecohub.local', 'https://example.com/speaking-tour', 25],
    ['open', 'subscriber21@demo.ecohub.local', 'Spring Speaking Tour', 40],
    ['unsubscribe', 'subscriber4990@demo.ecohub.local', 'Referral Rewards', 95],
    ['completed', '', 'Investor Update Q3', 180],
  ];
  for (const [type, email, detail, ago] of events)
    await scope
      .insertInto('marketingActivity', {
        id: newId(),
        campaignId: campaignIds[0]!,
        type,
        email,
        detail,
        createdAt: at(ago),
      })
      .execute();

  const workflows = [
    {
      name: 'Welcome new leads',
      description: 'Tags every new lead and sends the welcome email',
      type: 'contact-created',
      ok: 46,
      failed: 2,
    },
    {
      name: 'Webinar follow-up',
      description: 'Starts the webinar drip after a booking',
      type: 'booking-created',
      ok: 18,
      failed: 1,
    },
    {
      name: 'Customer onboarding',
      description: 'Tags new customers for the onboarding sequence',
      type: 'contact-updated',
      ok: 12,
      failed: 0,
    },
    {
      name: 'Lost lead win-back',
      description: 'Legacy plan: re-engage lost leads after 90 days',
      type: 'contact-updated',
      ok: 0,
      failed: 0,
      inactive: true,
    },
  ];
  for (const w of workflows) {
    const id = newId();
    await scope
      .insertInto('marketingWorkflows', {
        id,
        name: w.name,
        description: w.description,
        type: w.type,
        status: w.inactive ? 'inactive' : 'active',
        definition: toJson({
          conditions: [],
          actions: [{ type: 'tag', tag: w.name.toLowerCase().replace(/\s+/g, '-') }],
        }),
        createdAt: at(60 * 24 * 40),
      })
      .execute();
    const runs = [...Array(w.ok).fill('succeeded'), ...Array(w.failed).fill('failed')].map((status, i) => ({
      id: newId(),
      workflowId: id,
      contactId: null,
      status,
      log: toJson([{ action: 'tag', outcome: status === 'succeeded' ? 'tagged' : 'No CRM contact to tag' }]),
      startedAt: at(60 * (i + 1) * 7),
      finishedAt: at(60 * (i + 1) * 7),
    }));
    if (runs.length) await scope.insertInto('marketingWorkflowRuns', runs).execute();
  }
}
