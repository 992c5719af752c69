import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import type { EcosystemAppsResponse } from '../../shared/index.ts';
import { en } from '../messages.ts';
import EcosystemPanel from './ecosystem-panel.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('ecosystem', { en });
});

describe('ecosystem tab', () => {
  let t: TestHub;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it('shows the four counts, 3 features and +n more, and saves the white-label toggle', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    const demo = await seedDemo(t.hub);
    const { agent } = await t.signedIn({ orgId: demo.orgId, role: 'admin' });
    const before = (await (await agent.get('/api/ecosystem/apps')).json()) as EcosystemAppsResponse;
    const wl = before.apps.filter((a) => a.white_label_ready).length;
    renderWithHub(<EcosystemPanel />, t, { agent, activeTab: 'ecosystem' });
    const s = rtl.within(document.body);

    const card = (name: string) => s.getByText(name).closest('[data-eco-app]') as HTMLElement;
    expect(await s.findByText('Brand Hub Pro')).toBeTruthy();
    const summary = (label: string) => s.getByText(label).parentElement?.textContent;
    await rtl.waitFor(() => expect(summary('Total Applications')).toBe('Total Applications22'));
    expect(summary('White-Label Ready')).toBe(`White-Label Ready${wl}`);
    expect(summary('Enterprise Level')).toBe(
      `Enterprise Level${before.apps.filter((a) => a.pricing_tier === 'enterprise').length}`,
    );
    expect(summary('Categories')).toBe('Categories22');
    // Brand Hub Pro has 5 features: 3 shown, then '+2 more'.
    expect(rtl.within(card('Brand Hub Pro')).getByText('+2 more')).toBeTruthy();
    expect(rtl.within(card('Brand Hub Pro')).queryByText('Brand analytics')).toBeNull();

    // White-label toggles appear in Admin View and are saved on the server.
    expect(s.queryAllByRole('switch', { name: 'White label' })).toHaveLength(0);
    rtl.fireEvent.click(s.getByRole('switch', { name: 'Admin View' }));
    const toggle = rtl.within(card('Impact Ledger')).getByRole('switch', { name: 'White label' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    rtl.fireEvent.click(toggle);
    expect(await s.findByText('White Label Status Updated')).toBeTruthy();
    const after = (await (await agent.get('/api/ecosystem/apps')).json()) as EcosystemAppsResponse;
    expect(after.apps.find((a) => a.name === 'Impact Ledger')?.white_label_ready).toBe(true);
    await rtl.waitFor(() => expect(summary('White-Label Ready')).toBe(`White-Label Ready${wl + 1}`));
  });

  it('lets a super admin in Admin View switch to the platform registry', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    await seedDemo(t.hub); // the demo organisation is also the platform one here
    const { agent } = await t.signedIn({ superAdmin: true, elevated: true });
    renderWithHub(<EcosystemPanel />, t, { agent, activeTab: 'ecosystem', adminMode: true });
    const s = rtl.within(document.body);
    expect(await s.findByText('No applications match.')).toBeTruthy();
    rtl.fireEvent.click(s.getByRole('switch', { name: 'Platform registry (public catalogue)' }));
    expect(await s.findByText('Brand Hub Pro')).toBeTruthy();
    expect(s.getAllByRole('button', { name: /Rotate secret/ })).toHaveLength(22);
  });
});
