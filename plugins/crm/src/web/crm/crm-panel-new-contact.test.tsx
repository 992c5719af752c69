import '@ecohub/web-kit/testing/dom';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_CONTACT_PARAM } from '../../shared/index.ts';
import { crmTestHub } from '../test/panel-hub.ts';
import CrmPanel from './crm-panel.tsx';

const screen = () => within(document.body);

describe('the crm tab opened by Add Contact', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    window.history.replaceState(null, '', '/dashboard');
    await t?.close();
  });

  it('opens the contact form when the address asks for it, and forgets the request', async () => {
    t = await crmTestHub();
    const { agent } = await t.signedIn();
    window.history.replaceState(null, '', `/dashboard?${NEW_CONTACT_PARAM}=1`);
    renderWithHub(<CrmPanel />, t, { agent, activeTab: 'crm' });
    const dialog = await screen().findByRole('dialog');
    expect(within(dialog).getByText('Add Contact')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows no form without it; the tab’s Add Contact button opens it', async () => {
    t = await crmTestHub();
    const { agent } = await t.signedIn();
    window.history.replaceState(null, '', '/dashboard');
    renderWithHub(<CrmPanel />, t, { agent, activeTab: 'crm' });
    const add = await screen().findByRole('button', { name: 'Add Contact' });
    expect(screen().queryByRole('dialog')).toBeNull();
    fireEvent.click(add);
    await waitFor(() => expect(screen().getByRole('dialog')).toBeTruthy());
  });
});
