import { coreServices, definePlugin, orgOf, requireAuth } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { checkoutIdOf, form, json, pricingHub, pricingOf, TEST_CARD } from './harness.ts';

// A tiny feature plugin that asks before it adds a member, as the CRM does before a contact.
const teamPlugin = definePlugin({
  id: 'team-test',
  routes: (app, hub) => {
    app.post('/api/team-test/members', requireAuth(), async (c) => {
      const orgId = orgOf(c);
      const core = hub.use(coreServices);
      const members = await core.orgs.members(orgId);
      await hub.quotas.check(orgId, 'users', members.length + 1);
      const user = await core.users.create({ email: `m${Date.now()}${Math.random()}@example.test` });
      await core.orgs.addMember(orgId, user.id, 'member');
      return c.json({ id: user.id }, 201);
    });
  },
});

describe.each(testDialects)('plan limits on %s', (dialect) => {
  async function onPlan(t: Awaited<ReturnType<typeof pricingHub>>, priceId: string) {
    const s = await t.signedIn();
    const { url } = await json(await s.agent.post('/api/stripe/create-checkout-session', { priceId }));
    const path = `/checkout/${checkoutIdOf(url)}`;
    const res = await s.agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
    expect(res.status).toBe(303);
    return s;
  }

  it('refuses the 1,001st contact and the 3rd user of a Starter organisation with 402 and how to upgrade', async () => {
    const t = await pricingHub(dialect);
    const { orgId } = await onPlan(t, 'price_starter');
    const check = pricingOf(t).limits.checker;
    await expect(check(orgId, 'contacts', 1000)).resolves.toBeUndefined();
    await expect(check(orgId, 'contacts', 1001)).rejects.toMatchObject({
      status: 402,
      code: 'plan_limit',
      message:
        'Your Starter plan includes up to 1,000 contacts. Upgrade to Professional at /pricing to add more.',
    });
    await expect(check(orgId, 'users', 2)).resolves.toBeUndefined();
    await expect(check(orgId, 'users', 3)).rejects.toMatchObject({
      status: 402,
      message: 'Your Starter plan includes up to 2 users. Upgrade to Professional at /pricing to add more.',
    });
    await expect(check(orgId, 'storage_bytes', 1024 ** 3 + 1)).rejects.toMatchObject({
      message: 'Your Starter plan includes 1 GB of storage. Upgrade to Professional at /pricing to add more.',
    });
    // The registered checker is what core asks.
    await expect(t.hub.ctx.quotas.check(orgId, 'contacts', 1001)).rejects.toMatchObject({ status: 402 });
    await expect(t.hub.ctx.quotas.check(orgId, 'unknown-resource', 10 ** 9)).resolves.toBeUndefined();
    await t.close();
  });

  it('answers 402 through a feature route at the boundary, and the next plan lifts it', async () => {
    const t = await pricingHub(dialect, { plugins: [teamPlugin] });
    const { agent, orgId } = await onPlan(t, 'price_starter');
    expect((await agent.post('/api/team-test/members')).status).toBe(201); // 2nd user
    const refused = await agent.post('/api/team-test/members'); // 3rd user
    expect(refused.status).toBe(402);
    expect(await json(refused)).toEqual({
      code: 'plan_limit',
      message: 'Your Starter plan includes up to 2 users. Upgrade to Professional at /pricing to add more.',
    });
    expect(await t.hub.ctx.use(coreServices).orgs.members(orgId)).toHaveLength(2);
    // Upgrading (first month charged, no second trial) lifts the limit.
    const { url } = await json(
      await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_professional' }),
    );
    await agent.request(
      'POST',
      `/checkout/${checkoutIdOf(url)}`,
      form(TEST_CARD).body,
      form(TEST_CARD).headers,
    );
    expect((await agent.post('/api/team-test/members')).status).toBe(201);
    await t.close();
  });

  it("answers the organisation's real usage against its plan's limits, counted by the resource's owner", async () => {
    // Stands in for the CRM, which registers its contact count with core's quotas.
    const counted = definePlugin({
      id: 'count-test',
      setup: (hub) => hub.quotas.count('contacts', async (orgId) => (orgId === owner ? 320 : 0)),
    });
    let owner = '';
    const t = await pricingHub(dialect, { plugins: [counted, teamPlugin] });
    const s = await onPlan(t, 'price_professional');
    owner = s.orgId;
    expect((await s.agent.post('/api/team-test/members')).status).toBe(201);
    const overview = await json(await s.agent.get('/api/billing/subscription'));
    expect(overview.plan).toBe('professional');
    expect(overview.limits).toMatchObject({ contacts: 10_000, users: 10 });
    // Not the last count a quota check happened to record (none here): the 320 contacts and 2 members.
    expect(overview.usage).toMatchObject({ contacts: 320, users: 2 });
    await t.close();
  });

  it('gives Professional 10,000 contacts, Enterprise no limit, and a trial the default plan until it ends', async () => {
    const clock = new FakeClock();
    const t = await pricingHub(dialect, { clock });
    const check = pricingOf(t).limits.checker;
    const pro = await onPlan(t, 'price_professional');
    await expect(check(pro.orgId, 'contacts', 10_000)).resolves.toBeUndefined();
    await expect(check(pro.orgId, 'contacts', 10_001)).rejects.toMatchObject({
      message:
        'Your Professional plan includes up to 10,000 contacts. Upgrade to Enterprise at /pricing to add more.',
    });
    const ent = await onPlan(t, 'price_enterprise');
    await expect(check(ent.orgId, 'contacts', 10_000_000)).resolves.toBeUndefined();
    await expect(check(ent.orgId, 'users', 5000)).resolves.toBeUndefined();

    const fresh = await t.signedIn();
    await expect(check(fresh.orgId, 'users', 10)).resolves.toBeUndefined();
    await expect(check(fresh.orgId, 'users', 11)).rejects.toMatchObject({ status: 402 });
    clock.advance(15 * 86_400_000);
    await expect(check(fresh.orgId, 'contacts', 1)).rejects.toMatchObject({
      status: 402,
      message: 'Your 14-day free trial has ended. Choose a plan at /pricing to add more.',
    });
    await t.close();
  });
});
