import { coreServices } from '@ecohub/core';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutIdOf, form, json, pricingHub, TEST_CARD } from '../../server/test/harness.ts';
import { en } from '../messages.ts';
import AdaptivePricingPanel from './adaptive-pricing-panel.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('pricing', { en });
});

describe('adaptive-pricing tab', () => {
  let t: Awaited<ReturnType<typeof pricingHub>>;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it('shows the projection and implements a recommendation once', async () => {
    t = await pricingHub('sqlite');
    const customer = await t.signedIn();
    const { url } = await json(
      await customer.agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' }),
    );
    await customer.agent.request(
      'POST',
      `/checkout/${checkoutIdOf(url)}`,
      form(TEST_CARD).body,
      form(TEST_CARD).headers,
    );
    await t.hub.ctx.quotas.check(customer.orgId, 'contacts', 900);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });

    renderWithHub(<AdaptivePricingPanel />, t, { agent: sa.agent });
    const s = rtl.within(document.body);
    expect(await s.findByText('Adaptive Pricing & Features Engine')).toBeTruthy();
    expect(s.getByTestId('projection').textContent).toBe('$972'); // $1,200 a year × 0.81 adoption (0.9 usage × 0.9)
    expect(s.getByText('Average confidence 95%')).toBeTruthy();
    expect(s.getByText('Starter → Professional')).toBeTruthy();
    expect(s.getByText('95%').className).toContain('bg-green-600');
    rtl.fireEvent.click(s.getByRole('button', { name: 'Implement' }));
    expect(await s.findByText('Pricing Updated')).toBeTruthy();
    const done = await s.findByRole('button', { name: 'Implemented' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    const org = await t.hub.ctx.use(coreServices).orgs.get(customer.orgId);
    expect(org?.plan).toBe('professional');
  });

  it('tells a signed-in member without a super admin session that it is needed', async () => {
    t = await pricingHub('sqlite');
    const owner = await t.signedIn();
    renderWithHub(<AdaptivePricingPanel />, t, { agent: owner.agent });
    expect(
      await rtl.within(document.body).findByText('A super admin session is needed to see this.'),
    ).toBeTruthy();
  });
});
