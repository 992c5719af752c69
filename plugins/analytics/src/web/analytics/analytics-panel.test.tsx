import '@ecohub/web-kit/testing/dom';
import { type Agent, createTestHub, FakeClock, type TestHub } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../../server/index.ts';
import { createSite, daysAgo, emitAll, received } from '../../server/test/helpers.ts';
import { en } from '../messages.ts';
import AnalyticsPanel from './analytics-panel.tsx';

addMessages('analytics', { en });
const body = () => within(document.body);
const figure = (id: string) => body().getByTestId(`summary-${id}`).textContent;
const funnel = () =>
  body()
    .getAllByTestId('funnel-step')
    .map((s) => s.textContent);

describe('the analytics tab', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await t?.close();
  });

  it('asks the server again when the period or the funnel site changes', async () => {
    const clock = new FakeClock(Date.parse('2026-06-30T12:00:00Z'));
    t = await createTestHub({ clock, plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    await createSite(a.agent, 'Blog');
    const now = clock.now();
    const events = [];
    for (const [age, n] of [
      [2, 2],
      [45, 3],
    ] as const)
      for (let i = 0; i < n; i++) {
        const who = `v-${age}-${i}`;
        const occurredAt = daysAgo(now, age);
        events.push(received(a.orgId, shop, { occurredAt, user: who, data: { path: '/' } }));
        events.push(received(a.orgId, shop, { occurredAt, user: who, event: 'signup' }));
        events.push(
          received(a.orgId, shop, {
            occurredAt,
            user: who,
            event: 'payment.succeeded',
            source: 'server',
            data: { amount: 10_000 },
          }),
        );
      }
    await emitAll(t, events);

    renderWithHub(<AnalyticsPanel />, t, { agent: a.agent });
    await waitFor(() => expect(figure('visitors')).toBe('2'));
    expect(figure('revenue')).toBe('$200');
    expect(figure('conversion')).toBe('100%');
    expect(funnel()[0]).toContain('Visited a page');
    expect(funnel().map((s) => s.replace(/^\D+/, ''))).toEqual(['2 (100%)', '2 (100%)', '2 (100%)']);

    fireEvent.change(body().getByTestId('period'), { target: { value: '90d' } });
    await waitFor(() => expect(figure('visitors')).toBe('5'));
    expect(figure('revenue')).toBe('$500');
    expect(body().getAllByTestId('site-card')[0]?.textContent).toContain('Shop');

    fireEvent.change(body().getByTestId('funnel-site'), {
      target: { value: (await siteIdOf(a.agent, 'Blog')) ?? '' },
    });
    await waitFor(() =>
      expect(funnel().map((s) => s.replace(/^\D+/, ''))).toEqual(['0 (0%)', '0 (0%)', '0 (0%)']),
    );
    expect(figure('visitors')).toBe('5');
    expect(shop).toBeTruthy();
  });
});

async function siteIdOf(agent: Agent, name: string) {
  const r = await (await agent.get('/api/analytics')).json();
  return r.sites.find((s: { name: string }) => s.name === name)?.id as string | undefined;
}
