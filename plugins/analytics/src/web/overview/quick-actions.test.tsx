import '@ecohub/web-kit/testing/dom';
import { NEW_CONTACT_PARAM as CRM_PARAM } from '@ecohub/plugin-crm/shared';
import { addMessages, createQueryClient, DashboardContext, type TabId } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../messages.ts';
import { NEW_CONTACT_PARAM, QuickActions } from './quick-actions.tsx';

addMessages('analytics', { en });

describe('Quick Actions', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/dashboard');
  });

  it('uses the parameter the crm tab reads', () => {
    expect(NEW_CONTACT_PARAM).toBe(CRM_PARAM);
  });

  it('Add Contact opens the crm tab with its contact form requested', () => {
    window.history.replaceState(null, '', '/dashboard');
    const opened: TabId[] = [];
    const state = {
      activeTab: 'dashboard' as TabId,
      setActiveTab: (id: TabId) => opened.push(id),
      activeWebsite: null,
      selectWebsite: () => {},
      adminMode: false,
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DashboardContext.Provider value={state}>
          <QuickActions />
        </DashboardContext.Provider>
      </QueryClientProvider>,
    );
    fireEvent.click(within(document.body).getByRole('button', { name: en.actions.contact }));
    expect(opened).toEqual(['crm']);
    expect(new URLSearchParams(window.location.search).has(CRM_PARAM)).toBe(true);
  });
});
