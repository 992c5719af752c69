// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardContext, type DashboardState } from '../dashboard/dashboard-context.tsx';
import { ElevationNotice } from './elevation-notice.tsx';

afterEach(cleanup);

const dashboard = (requestElevation?: () => void): DashboardState => ({
  activeTab: 'payments',
  setActiveTab: () => {},
  activeWebsite: null,
  selectWebsite: () => {},
  adminMode: false,
  requestElevation,
});

describe('the elevation notice', () => {
  it('says what the tab needs, with the elevate button right there', () => {
    const requestElevation = vi.fn();
    render(
      <DashboardContext.Provider value={dashboard(requestElevation)}>
        <ElevationNotice>A super admin session is needed to see this.</ElevationNotice>
      </DashboardContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('A super admin session is needed to see this.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as super admin' }));
    expect(requestElevation).toHaveBeenCalledOnce();
  });

  it('has no button outside the dashboard shell', () => {
    render(<ElevationNotice>Needed.</ElevationNotice>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
