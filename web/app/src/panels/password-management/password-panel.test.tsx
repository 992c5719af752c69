import '@ecohub/web-kit/testing/dom';
import { createTestHub, FakeClock, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import PasswordPanel from './password-panel.tsx';

beforeAll(() => addMessages('app', { en }));

describe('password management: recent reset requests (issue #24 item 12)', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await t?.close();
  });

  it("lists the server's reset requests of the organisation, also those asked before the page opened", async () => {
    const clock = new FakeClock();
    t = await createTestHub({ clock });
    const admin = await t.signedIn({ role: 'admin' });
    const member = await t.signedIn({ role: 'member', orgId: admin.orgId, email: 'member@example.test' });
    // Asked elsewhere (another device, before a reload): this browser never saw it.
    expect((await member.agent.post('/api/auth/forgot-password', { email: member.email })).status).toBe(200);
    renderWithHub(<PasswordPanel />, t, { agent: admin.agent, activeTab: 'forgot-password' });
    const s = within(document.body);
    const list = await s.findByRole('list', { name: 'Recent reset requests' });
    expect(within(list).getByText('member@example.test')).toBeTruthy();
    expect(within(list).getByText('Sent')).toBeTruthy();

    // Sent from the form: the list reloads from the server.
    clock.advance(60_000);
    fireEvent.change(s.getByLabelText('Email'), { target: { value: admin.email } });
    fireEvent.click(s.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(admin.email);
  });

  it("tells a member the list is for administrators instead of showing this browser's own", async () => {
    t = await createTestHub({});
    const member = await t.signedIn({ role: 'member' });
    renderWithHub(<PasswordPanel />, t, { agent: member.agent, activeTab: 'forgot-password' });
    expect(await within(document.body).findByText('Only administrators see the reset requests')).toBeTruthy();
  });
});
