import '@ecohub/web-kit/testing/dom';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContactsPage from '../contacts/contacts-page.tsx';
import { cleanupScreen, crmTestHub } from '../test/panel-hub.ts';

const body = () => within(document.body);

// Spec 002 §2, §4: the floating panel of /contacts opens when suggestions arrive, and closes on a
// click outside it, on its close button, or when a suggestion is applied.
describe('the AI suggestion panel of /contacts', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  async function page() {
    t = await crmTestHub();
    const { agent } = await t.signedIn();
    for (const c of [
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engine.example', company: 'Analytical' },
      { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example' },
    ])
      expect((await agent.post('/api/contacts', c)).status).toBe(201);
    renderWithHub(<ContactsPage />, t, { agent });
    await body().findByText('ada@engine.example');
  }
  const search = (value: string) =>
    fireEvent.change(body().getByLabelText('Search by name or email…'), { target: { value } });
  const panel = () => body().queryByTestId('ai-panel');

  it('opens with suggestions for 3 typed characters, not fewer, and closes on its button and outside', async () => {
    await page();
    search('lo');
    await new Promise((r) => setTimeout(r, 500));
    expect(panel()).toBeNull();
    search('lovel');
    await waitFor(() => expect(panel()).not.toBeNull());
    const p = within(panel()!);
    expect(p.getByText('AI Suggestions')).toBeTruthy();
    expect(p.getByText('Ada Lovelace — Analytical <ada@engine.example>')).toBeTruthy();
    expect(p.getByText(/\d+% confidence/)).toBeTruthy();
    fireEvent.click(p.getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();

    search('turin');
    await waitFor(() => expect(panel()).not.toBeNull());
    fireEvent.mouseDown(body().getByRole('heading', { name: 'Contact Management' }));
    expect(panel()).toBeNull();
  });

  it('closes when a suggestion is applied: the contact opens in the form', async () => {
    await page();
    search('engine');
    await waitFor(() => expect(panel()).not.toBeNull());
    fireEvent.click(within(panel()!).getAllByTestId('ai-suggestion')[0]);
    expect(panel()).toBeNull();
    const dialog = within(await body().findByRole('dialog'));
    expect((dialog.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });
});
