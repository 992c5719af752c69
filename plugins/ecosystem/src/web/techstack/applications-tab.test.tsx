import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import { en } from '../messages.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { BundlesTab } from './bundles-tab.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('ecosystem', { en });
});

describe('TechStack catalogue', () => {
  let t: TestHub;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it('filters by category with counts and keeps one card expanded at a time', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    await seedDemo(t.hub);
    renderWithHub(<ApplicationsTab />, t);
    const s = rtl.within(document.body);

    expect(await s.findByRole('button', { name: 'All Apps (22)' })).toBeTruthy();
    // 'Entertainment' matches entertainment-social and entertainment-spiritual.
    rtl.fireEvent.click(s.getByRole('button', { name: 'Entertainment (3)' }));
    expect(s.getAllByText(/^(Community Circle|Justice Voices|Soul Compass)$/)).toHaveLength(3);
    expect(s.queryByText('Brand Hub Pro')).toBeNull();

    rtl.fireEvent.click(s.getByRole('button', { name: 'All Apps (22)' }));
    // A price shows only when lifetimePrice > 0.
    const free = s.getByText('Community Circle').closest('[data-app]') as HTMLElement;
    expect(rtl.within(free).queryByText(/lifetime/)).toBeNull();
    const brand = s.getByText('Brand Hub Pro').closest('[data-app]') as HTMLElement;
    expect(rtl.within(brand).getByText('$997 lifetime')).toBeTruthy();

    rtl.fireEvent.click(s.getByText('Brand Hub Pro'));
    expect(s.getAllByText('Key Features')).toHaveLength(1);
    expect(s.getByText('Media kit builder')).toBeTruthy();
    rtl.fireEvent.click(s.getByText('Creator Canvas'));
    expect(s.getAllByText('Key Features')).toHaveLength(1);
    expect(s.queryByText('Media kit builder')).toBeNull();
    rtl.fireEvent.click(s.getByText('Creator Canvas'));
    expect(s.queryByText('Key Features')).toBeNull();
  });

  it('shows the bundles and the analytics computed by the server', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    await seedDemo(t.hub);
    const { agent } = await t.signedIn();
    renderWithHub(
      <>
        <BundlesTab />
        <AnalyticsTab />
      </>,
      t,
      { agent },
    );
    const s = rtl.within(document.body);
    expect(await s.findByText('Entrepreneur Starter')).toBeTruthy();
    expect(s.getAllByRole('link', { name: 'Get Bundle' })).toHaveLength(3);
    expect(s.getByText('$397/month')).toBeTruthy();
    expect(s.getByText('Save $146')).toBeTruthy();
    // A fresh organisation: its own zeros and no rate, never the spec's sample figures (issue #24
    // item 12; this expected the fallback '34.7%').
    expect(await s.findByText('Total Users')).toBeTruthy();
    expect(s.getByText('0')).toBeTruthy();
    expect(s.getByText('$0')).toBeTruthy();
    expect(s.getByText('No data yet')).toBeTruthy();
    expect(s.queryByText(/34\.7|12,547|184,692/)).toBeNull();
  });
});
