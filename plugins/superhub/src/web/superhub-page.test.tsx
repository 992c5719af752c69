import { seedDemo } from '@ecohub/core';
import type { TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { superhubHub } from '../server/test/test-helpers.ts';
import { en } from './messages.ts';
import { eventsProgress, SuperhubDashboardView } from './superhub-page.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('superhub', { en });
});

let t: TestHub | undefined;
afterEach(async () => {
  rtl.cleanup();
  await t?.close();
  t = undefined;
});

describe('SuperHub dashboard page', () => {
  it('shows the demo organisation: stats, progress, events, read-only flags and the endpoints', async () => {
    const h = await superhubHub('sqlite');
    t = h.t;
    await seedDemo(t.hub);
    renderWithHub(<SuperhubDashboardView demo />, t);
    const screen = rtl.within(document.body);
    await screen.findByText('Total Apps');
    expect(screen.getByText('22')).toBeTruthy();
    expect(screen.getByText('36')).toBeTruthy();
    // min(36 × 2, 100)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('72');
    expect([0, 1, 49, 50, 80].map(eventsProgress)).toEqual([0, 2, 98, 100, 100]);
    expect(screen.getAllByText('sync.failed').length).toBeGreaterThan(0);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(7);
    expect(switches.every((s) => s.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByText('Only a super admin can switch these.')).toBeTruthy();
    for (const path of [
      '/api/record',
      '/api/receive',
      '/api/listen',
      '/api/logs/webhook_events',
      '/api/user_activity',
      '/api/errors',
    ])
      expect(screen.getByText(path)).toBeTruthy();
    expect(screen.getByText('Weekly auto backup')).toBeTruthy();
  });

  it("shows 'No recent events' for an organisation without events", async () => {
    const h = await superhubHub('sqlite');
    t = h.t;
    renderWithHub(<SuperhubDashboardView demo={false} />, t, { agent: h.owner.agent });
    expect(await rtl.within(document.body).findByText('No recent events')).toBeTruthy();
  });

  it("toasts 'Dashboard Error' when the dashboard cannot load", async () => {
    const h = await superhubHub('sqlite');
    t = h.t;
    // Signed out, not the demo: the hub answers 401.
    renderWithHub(<SuperhubDashboardView demo={false} />, t);
    expect(await rtl.within(document.body).findByText('Dashboard Error')).toBeTruthy();
    expect(await rtl.within(document.body).findByText('Failed to load SuperHub dashboard data')).toBeTruthy();
  });
});
