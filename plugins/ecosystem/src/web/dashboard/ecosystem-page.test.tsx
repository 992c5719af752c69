import { definePlugin, seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import { sampleApp } from '../../server/test/helpers.ts';
import { en } from '../messages.ts';
import EcosystemDemoPage from './ecosystem-demo-page.tsx';
import EcosystemPage from './ecosystem-page.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('ecosystem', { en });
});

describe('/ecosystem-demo', () => {
  let t: TestHub;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it("shows the demo's apps by category, the selected app's cross-sells, charity and integration status", async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    await seedDemo(t.hub);
    renderWithHub(<EcosystemDemoPage />, t); // anonymous: the page sends the demo header
    const s = rtl.within(document.body);
    expect(await s.findByText('Realty AI Suite')).toBeTruthy();
    expect(s.getAllByRole('tab').map((x) => x.textContent)).toEqual([
      'All',
      'core',
      'business',
      'healing',
      'nonprofit',
      'entertainment',
      'education',
    ]);
    expect(s.getByText('Select an application to see its cross-sell opportunities.')).toBeTruthy();
    rtl.fireEvent.click(s.getByText('Realty AI Suite'));
    expect(await s.findByText('Investor Realty Lab', { selector: 'span' })).toBeTruthy();
    expect(s.getByText('First month free')).toBeTruthy();
    expect(s.getByText('Placement: Lead detail panel')).toBeTruthy();
    expect(await s.findByText('22/22')).toBeTruthy();
    expect(s.getByText('12,547')).toBeTruthy();
    expect(s.getByRole('button', { name: /Download Integration Package/ })).toBeTruthy();
    // No pricing plugin here, so no payments to give from: the promise only (this expected a
    // 'Monthly donation' computed in the browser from the registry's list prices).
    expect(s.getByText(en.dashboard.charityText)).toBeTruthy();
    expect(s.queryByText(en.dashboard.donated)).toBeNull();
  });

  it('shows the charity figures the server computes from real payments (GET /api/ecosystem/pricing-table)', async () => {
    // Stands in for the pricing plugin's route: $288 received, 67% net profit, 20% of it given.
    const pricingTable = definePlugin({
      id: 'pricing-table-test',
      routes: (app) => {
        app.get('/api/ecosystem/pricing-table', (c) =>
          c.json({ charitableGiving: { grossRevenue: 28800, netProfit: 19296, charitableDonation: 3859 } }),
        );
      },
    });
    t = await createTestHub({ plugins: [ecosystemPlugin, pricingTable] });
    await seedDemo(t.hub);
    renderWithHub(<EcosystemDemoPage />, t);
    const s = rtl.within(document.body);
    const donated = await s.findByText('Donated so far');
    expect(donated.nextSibling?.textContent).toBe('$38.59');
    expect(s.getByText('From $288 of payments received ($192.96 net profit)')).toBeTruthy();
  });

  it("shows the status the server computes from the organisation's activity, not a fixed 'Operational'", async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn();
    expect((await agent.post('/api/ecosystem/apps', sampleApp({ name: 'Quiet App' }))).status).toBe(201);
    renderWithHub(<EcosystemPage />, t, { agent });
    const s = rtl.within(document.body);
    const label = await s.findByText('Status');
    await rtl.waitFor(() => expect(label.nextSibling?.textContent).toBe('No activity in 30 days'));
    expect(s.queryByText('Operational')).toBeNull();
  });
});
