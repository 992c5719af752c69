import { coreServices, createHub, type Hub, loadConfig } from '@ecohub/core';
import type { FakeClock, SharedDatabase } from '@ecohub/core/testing';
import type { MarketingSetup } from '../setup.ts';
import { plugins } from './hub.ts';

/** A hub of the kill tests on the shared database (the child process runs the same plugins). */
export async function openHub(
  database: ReturnType<SharedDatabase['open']>,
  smtpUrl: string,
  o: { clock?: FakeClock; inDoubt?: 'resend' | 'skip' } = {},
) {
  const hub = await createHub({
    config: loadConfig({}, {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtpUrl,
    } as never),
    plugins,
    database,
    clock: o.clock,
    env: {},
    pluginConfig: {
      marketing: { MARKETING_SEND_RATE: 400, ...(o.inDoubt ? { MARKETING_IN_DOUBT: o.inDoubt } : {}) },
    },
  });
  await hub.migrate();
  return hub;
}

export const marketingOf = (hub: Hub) => hub.running('marketing').setup as MarketingSetup;

/** An organisation, a list of `n` addresses and a campaign whose send job is queued. */
export async function queuedCampaign(hub: Hub, n: number) {
  const m = marketingOf(hub);
  const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Crash Co' });
  const list = await m.lists.create(org.id, { name: 'All' });
  const csv = Array.from({ length: n }, (_, i) => `person${i}@example.com`).join('\n');
  const { added } = await m.lists.import(org.id, list.id, csv);
  const campaign = await m.campaigns.create(org.id, {
    name: 'Big send',
    listId: list.id,
    subject: 'News',
    mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{firstName}}</mj-text></mj-column></mj-section></mj-body></mjml>',
  });
  const { jobId } = await m.campaigns.send(org.id, campaign.id);
  return { orgId: org.id, campaignId: campaign.id, jobId, added };
}
