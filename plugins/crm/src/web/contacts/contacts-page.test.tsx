import '@ecohub/web-kit/testing/dom';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contact, ContactPage } from '../../shared/index.ts';
import { cardOf, cleanupScreen, crmTestHub, toastShown } from '../test/panel-hub.ts';
import ContactsPage from './contacts-page.tsx';

const body = () => within(document.body);

/** Name, email, company, status and value of each listed contact, top to bottom. */
const listed = () =>
  within(body().getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].slice(0, 5).map((c) => c.textContent));

const tile = (label: string) => cardOf(body().getByText(label)).textContent;

describe('/contacts', () => {
  let t: TestHub;
  let agent: Awaited<ReturnType<TestHub['signedIn']>>['agent'];
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  async function page() {
    t = await crmTestHub();
    ({ agent } = await t.signedIn());
    for (const c of [
      {
        firstName: 'Zoë',
        lastName: 'Ångström',
        email: 'zoe@example.se',
        company: 'Fjord',
        status: 'customer',
        value: 250_000,
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.com',
        company: 'Bletchley',
        value: 100_000,
      },
    ])
      expect((await agent.post('/api/contacts', c)).status).toBe(201);
    renderWithHub(<ContactsPage />, t, { agent });
    expect(body().getByRole('heading', { name: 'Contact Management' })).toBeTruthy();
    await waitFor(() => expect(tile('Total Contacts')).toBe('Total Contacts2'));
  }
  const stored = async () =>
    ((await (await agent.get('/api/contacts?sort=name')).json()) as ContactPage).items;

  /** Opens Add Contact (or Edit on a row) and returns the form's helpers. */
  async function form(open: () => void) {
    open();
    const dialog = within(await body().findByRole('dialog'));
    return {
      dialog,
      type: (label: string, value: string) =>
        fireEvent.change(dialog.getByLabelText(label), { target: { value } }),
      save: () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })),
      errorOf: (label: string) => {
        const input = dialog.getByLabelText(label);
        return input.getAttribute('aria-invalid') === 'true' ? input.nextElementSibling?.textContent : null;
      },
    };
  }
  const addContact = () => form(() => fireEvent.click(body().getByRole('button', { name: 'Add Contact' })));

  it('shows the stat tiles and the list of the stored contacts, by name', async () => {
    await page();
    expect(tile('Pipeline Value')).toBe('Pipeline Value$3,500');
    expect(tile('Customers')).toBe('Customers1');
    expect(tile('Conversion Rate')).toBe('Conversion Rate50%');
    await waitFor(() =>
      expect(listed()).toEqual([
        ['Alan Turing', 'alan@example.com', 'Bletchley', 'Lead', '$1,000'],
        ['Zoë Ångström', 'zoe@example.se', 'Fjord', 'Customer', '$2,500'],
      ]),
    );
    fireEvent.change(body().getByRole('textbox', { name: 'Search by name or email…' }), {
      target: { value: 'ANGSTROM' },
    });
    await waitFor(() => expect(listed().map((r) => r[0])).toEqual(['Zoë Ångström']));
  });

  it('checks the Add Contact form: a bad email, no name, then saves a new contact into the list', async () => {
    await page();
    const f = await addContact();
    expect(f.dialog.getByRole('heading', { name: 'Add Contact' })).toBeTruthy();

    f.save();
    await waitFor(() => expect(f.errorOf('First name')).toBe('Enter a first name, a last name or an email'));

    f.type('First name', 'Grace');
    f.type('Email', 'grace@');
    f.save();
    await waitFor(() => expect(f.errorOf('Email')).toBe('Enter a valid email address'));
    expect(f.errorOf('First name')).toBeNull();
    expect((await stored()).length).toBe(2);

    f.type('Last name', 'Hopper');
    f.type('Email', 'grace@navy.example');
    f.type('Company', 'US Navy');
    f.type('Value (USD)', '1500');
    fireEvent.keyDown(f.dialog.getByRole('combobox', { name: 'Status' }), { key: 'Enter' });
    fireEvent.click(within(await body().findByRole('listbox')).getByRole('option', { name: 'Qualified' }));
    f.save();
    await toastShown('Contact SavedGrace Hopper was saved');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    const grace = (await stored()).find((c) => c.email === 'grace@navy.example');
    expect(grace).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'US Navy',
      status: 'qualified',
    });
    expect(grace?.value).toBe(150_000);
    await waitFor(() =>
      expect(listed()).toEqual([
        ['Alan Turing', 'alan@example.com', 'Bletchley', 'Lead', '$1,000'],
        ['Grace Hopper', 'grace@navy.example', 'US Navy', 'Qualified', '$1,500'],
        ['Zoë Ångström', 'zoe@example.se', 'Fjord', 'Customer', '$2,500'],
      ]),
    );
    await waitFor(() => expect(tile('Total Contacts')).toBe('Total Contacts3'));
    expect(tile('Pipeline Value')).toBe('Pipeline Value$5,000');
  });

  it("shows the server's refusal of a duplicate email and keeps the form open", async () => {
    await page();
    const f = await addContact();
    f.type('First name', 'Another');
    f.type('Email', 'ALAN@example.com');
    f.save();
    const refused = await agent.post('/api/contacts', { firstName: 'Another', email: 'ALAN@example.com' });
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    await toastShown(`Save Failed${message}`);
    expect(body().getByRole('dialog')).toBeTruthy();
    expect((await stored()).length).toBe(2);
  });

  it('edits a contact and shows the change', async () => {
    await page();
    await waitFor(() => expect(listed().length).toBe(2));
    const row = body().getByText('Alan Turing').closest('tr') as HTMLElement;
    const f = await form(() => fireEvent.click(within(row).getByRole('button', { name: 'Edit' })));
    expect(f.dialog.getByRole('heading', { name: 'Edit Contact' })).toBeTruthy();
    expect((f.dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('alan@example.com');
    expect((f.dialog.getByLabelText('Value (USD)') as HTMLInputElement).value).toBe('1000');
    f.type('Company', 'University of Manchester');
    f.type('Value (USD)', '1200.50');
    f.save();
    await toastShown('Contact SavedAlan Turing was saved');
    await waitFor(() =>
      expect(listed()[0]).toEqual([
        'Alan Turing',
        'alan@example.com',
        'University of Manchester',
        'Lead',
        '$1,201',
      ]),
    );
    const alan = (await stored()).find((c) => c.email === 'alan@example.com') as Contact;
    expect(alan.company).toBe('University of Manchester');
    expect(alan.value).toBe(120_050);
    await waitFor(() => expect(tile('Pipeline Value')).toBe('Pipeline Value$3,701'));
  });

  it('deletes a contact after confirmation, and not without', async () => {
    await page();
    await waitFor(() => expect(listed().length).toBe(2));
    const asked: string[] = [];
    let answer = false;
    window.confirm = (text?: string) => {
      asked.push(String(text));
      return answer;
    };
    const deleteZoe = () =>
      fireEvent.click(
        within(body().getByText('Zoë Ångström').closest('tr') as HTMLElement).getByRole('button', {
          name: 'Delete',
        }),
      );
    deleteZoe();
    expect(asked).toEqual(['Delete Zoë Ångström? This cannot be undone.']);
    expect((await stored()).length).toBe(2);

    answer = true;
    deleteZoe();
    await toastShown('Contact DeletedZoë Ångström');
    await waitFor(() => expect(listed().map((r) => r[0])).toEqual(['Alan Turing']));
    expect((await stored()).map((c) => c.email)).toEqual(['alan@example.com']);
    await waitFor(() => expect(tile('Customers')).toBe('Customers0'));
  });
});
