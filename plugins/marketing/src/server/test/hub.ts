import { createTestHub, type FakeClock, type SignedIn, type TestDialect, until } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import marketing from '../index.ts';
import type { MarketingSetup } from '../setup.ts';

export const plugins = [crm, marketing];

/** A started hub with the CRM and marketing, its mail through the given SMTP peer (or the outbox). */
export async function marketingHub(
  dialect: TestDialect,
  o: { smtpUrl?: string; clock?: FakeClock; config?: Record<string, unknown> } = {},
) {
  const t = await createTestHub({
    dialect,
    plugins,
    clock: o.clock,
    startJobs: true,
    config: o.smtpUrl ? { SMTP_URL: o.smtpUrl } : {},
    pluginConfig: {
      marketing: { MARKETING_SEND_RATE: 1000, MARKETING_MACHINE_OPEN_SECONDS: 0, ...o.config },
    },
  });
  const owner = await t.signedIn({ role: 'owner' });
  const setup = () => t.hub.running('marketing').setup as MarketingSetup;
  return { t, owner, setup };
}

/** A list with these addresses (imported), and its id. */
export async function listWith(owner: SignedIn, emails: string[], name = 'Newsletter'): Promise<string> {
  const res = await owner.agent.post('/api/marketing/lists', { name });
  if (res.status !== 201) throw new Error(`list: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const imp = await owner.agent.post(`/api/marketing/lists/${id}/import`, {
    csv: `email,first name\n${emails.map((e, i) => `${e},Pat${i}`).join('\n')}`,
  });
  if (imp.status !== 200) throw new Error(`import: ${imp.status} ${await imp.text()}`);
  return id;
}

export async function campaignOn(owner: SignedIn, listId: string, name = 'Launch'): Promise<string> {
  const res = await owner.agent.post('/api/marketing/campaigns', {
    name,
    listId,
    subject: 'Hello {{firstName}}',
    mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{firstName}}, <a href="https://example.com/offer?a=1&b=2">see the offer</a></mj-text></mj-column></mj-section></mj-body></mjml>',
  });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function sendAndWait(t: Awaited<ReturnType<typeof createTestHub>>, owner: SignedIn, id: string) {
  const res = await owner.agent.post(`/api/marketing/campaigns/${id}/send`, {});
  if (res.status !== 202) throw new Error(`send: ${res.status} ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: string };
  return t.hub.ctx.jobs.wait(jobId, 60_000);
}

export { until };
