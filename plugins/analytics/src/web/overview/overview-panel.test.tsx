import '@ecohub/web-kit/testing/dom';
import { createTestHub, FakeClock, type TestHub } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import ecosystem from '@ecohub/plugin-ecosystem';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../../server/index.ts';
import { createSite, daysAgo, emitAll, received } from '../../server/test/helpers.ts';
import { en } from '../messages.ts';
import OverviewPanel from './overview-panel.tsx';

addMessages('analytics', { en });
const body = () => within(document.body);

describe('the dashboard overview', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await t?.close();
  });

  it('shows computed stats with last month, one card per website and the empty activity list', async () => {
    const clock = new FakeClock(Date.now());
    t = await createTestHub({ clock, plugins: [ecosystem, crm, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const now = clock.now();
    await emitAll(t, [
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 2),
        event: 'payment.succeeded',
        source: 'server',
        data: { amount: 150_000 },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 40),
        event: 'payment.succeeded',
        source: 'server',
        data: { amount: 100_000 },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 2),
        user: 'v1',
        data: { path: '/', referrer: 'https://www.google.com/' },
      }),
    ]);
    renderWithHub(<OverviewPanel />, t, { agent: a.agent });
    // Skeleton rows while the activities load.
    expect(body().getByTestId('activity-skeleton').children).toHaveLength(5);
    await waitFor(() => expect(body().getByTestId('stat-totalRevenue').textContent).toBe('$1,500'));
    expect(body().getByText('+50% vs last month')).toBeTruthy();
    expect(body().getByTestId('stat-traffic').textContent).toBe('1');
    expect(body().getByTestId('stat-automationScore').textContent).toBe('0%');
    // Not computed yet: the card says why instead of showing a made-up figure.
    expect(body().getByTestId('stat-subscribers').textContent).toBe('—');
    expect(body().getByText('Comes from the pricing plugin (not enabled)')).toBeTruthy();
    await waitFor(() => expect(body().getAllByTestId('website-card')).toHaveLength(1));
    expect(body().getByTestId('website-card').textContent).toContain('Shop');
    await waitFor(() => expect(body().getByText('No recent activities')).toBeTruthy());
    expect(body().getByRole('button', { name: 'Update Pricing' })).toBeTruthy();
    expect(body().getByRole('button', { name: 'Add Contact' })).toBeTruthy();
    // Run Backup is for super admins only.
    expect(body().queryByRole('button', { name: 'Run Backup' })).toBeNull();
  });
});
