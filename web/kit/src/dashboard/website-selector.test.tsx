// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardContext, type DashboardState, nextWebsite } from './dashboard-context.tsx';
import { WebsiteSelector } from './website-selector.tsx';

function Shell() {
  const [activeWebsite, setActiveWebsite] = useState<string | null>(null);
  const state = useMemo<DashboardState>(
    () => ({
      activeTab: 'dashboard',
      setActiveTab: () => {},
      activeWebsite,
      selectWebsite: (id) => setActiveWebsite((cur) => nextWebsite(cur, id)),
      adminMode: false,
    }),
    [activeWebsite],
  );
  return (
    <DashboardContext.Provider value={state}>
      <WebsiteSelector
        title="Websites"
        websites={[
          { id: 'speaking', name: 'Speaking platform' },
          { id: 'housing', name: 'Housing advocacy' },
        ]}
      />
      <output>{activeWebsite ?? 'all'}</output>
    </DashboardContext.Provider>
  );
}

afterEach(cleanup);

describe('WebsiteSelector', () => {
  it('selects a website, moves to another, and deselects the active one on a second click', () => {
    render(<Shell />);
    const speaking = screen.getByRole('button', { name: 'Speaking platform' });
    const housing = screen.getByRole('button', { name: 'Housing advocacy' });
    expect(screen.getByRole('status').textContent).toBe('all');

    fireEvent.click(speaking);
    expect(screen.getByRole('status').textContent).toBe('speaking');
    expect(speaking.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(housing);
    expect(screen.getByRole('status').textContent).toBe('housing');
    expect(speaking.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(housing);
    expect(screen.getByRole('status').textContent).toBe('all');
    expect(housing.getAttribute('aria-pressed')).toBe('false');
  });
});
