import '@ecohub/web-kit/testing/dom';
import { FakeClock, type TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInput } from '../../shared/index.ts';
import { cardOf, crmTestHub } from '../test/panel-hub.ts';
import CrmPanel from './crm-panel.tsx';

// Twelve contacts, created a minute apart: 3 customers of 12 (25%), $22,900 in all.
const PEOPLE: ContactInput[] = [
  ['Ada', 'Lovelace', 'ada@analytical.example', 'Speaker Stage', 'customer', 500_000],
  ['José', 'García', 'jose@example.com', 'Housing Voice', 'lead', 120_000],
  ['Zoë', 'Ångström', 'zoe@example.se', 'RealtyMind AI', 'qualified', 300_000],
  ['Grace', 'Hopper', 'grace@navy.example', 'Speaker Stage', 'customer', 250_000],
  ['Alan', 'Turing', 'alan@bletchley.example', 'Housing Voice', 'lost', 0],
  ['Katherine', 'Johnson', 'kj@nasa.example', 'RealtyMind AI', 'lead', 80_000],
  ['Edsger', 'Dijkstra', 'edsger@tue.example', 'Speaker Stage', 'lead', 40_000],
  ['Barbara', 'Liskov', 'barbara@mit.example', 'Housing Voice', 'qualified', 150_000],
  ['Donald', 'Knuth', 'don@stanford.example', 'RealtyMind AI', 'customer', 700_000],
  ['Margaret', 'Hamilton', 'margaret@apollo.example', 'Speaker Stage', 'lead', 60_000],
  ['Tim', 'Berners-Lee', 'tim@cern.example', 'Housing Voice', 'lost', 0],
  ['Frances', 'Allen', 'fran@ibm.example', 'RealtyMind AI', 'qualified', 90_000],
].map(([firstName, lastName, email, source, status, value]) => ({
  firstName,
  lastName,
  email,
  source,
  status,
  value,
})) as ContactInput[];
const nameOf = (p: ContactInput) => `${p.firstName} ${p.lastName}`;
const newestFirst = [...PEOPLE].reverse().map(nameOf);

let t: TestHub;
beforeAll(async () => {
  const clock = new FakeClock();
  t = await crmTestHub({ clock });
  const { agent } = await t.signedIn();
  // The organisation's own sources, in the order it registered them; 'Newsletter' has no contacts.
  for (const name of ['Speaker Stage', 'Housing Voice', 'Newsletter', 'RealtyMind AI']) {
    clock.advance(1000);
    expect((await agent.post('/api/app-sources', { name })).status).toBe(201);
  }
  for (const p of PEOPLE) {
    clock.advance(60_000);
    expect((await agent.post('/api/contacts', p)).status).toBe(201);
  }
  renderWithHub(<CrmPanel />, t, { agent, activeTab: 'crm' });
});
afterAll(async () => {
  cleanup();
  await t?.close();
});

const screen = () => within(document.body);
/** The names in the contact table's body, top to bottom. */
const tableNames = () =>
  within(screen().getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

describe('crm tab', () => {
  it('shows the database figures in the summary cards', async () => {
    const s = screen();
    const value = (label: string) => cardOf(s.getByText(label)).textContent;
    await waitFor(() => expect(value('Total Contacts')).toBe('Total Contacts12'));
    expect(value('Pipeline Value')).toBe('Pipeline Value$22,900');
    expect(value('Customers')).toBe('Customers3');
    expect(value('Conversion Rate')).toBe('Conversion Rate25%');
  });

  it('lists the 10 newest contacts with email, source, status and value', async () => {
    await waitFor(() => expect(tableNames()).toEqual(newestFirst.slice(0, 10)));
    const row = screen().getByText('Donald Knuth').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Donald Knuth',
      'don@stanford.example',
      'RealtyMind AI',
      'Customer',
      '$7,000',
      'Never',
    ]);
  });

  it('narrows the rows by first name, last name or email, ignoring case and accents', async () => {
    const search = screen().getByRole('textbox', { name: 'Search by name or email…' });
    const typed = async (q: string, names: string[]) => {
      fireEvent.change(search, { target: { value: q } });
      await waitFor(() => expect(tableNames()).toEqual(names));
    };
    await typed('garcia', ['José García']);
    await typed('ZOE', ['Zoë Ångström']);
    await typed('angstrom', ['Zoë Ångström']);
    await typed('DON@', ['Donald Knuth']);
    // Beyond the first 10 rows: the search asks the server, it does not filter the visible rows.
    await typed('lovelace', ['Ada Lovelace']);
    await typed('nobody-by-this-name', ['No contacts found']);
    await typed('', newestFirst.slice(0, 10));
  });

  it("filters by source: all, or one of the organisation's own sources", async () => {
    const s = screen();
    const pick = async (option: string) => {
      fireEvent.keyDown(s.getByRole('combobox', { name: 'Source' }), { key: 'Enter' });
      const listbox = await s.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
        // Its registered sources (this expected the three demo site names written in the code).
      ).toEqual(['All sources', 'Speaker Stage', 'Housing Voice', 'Newsletter', 'RealtyMind AI']);
      fireEvent.click(within(listbox).getByRole('option', { name: option }));
    };
    await pick('Housing Voice');
    await waitFor(() =>
      expect(tableNames()).toEqual(['Tim Berners-Lee', 'Barbara Liskov', 'Alan Turing', 'José García']),
    );
    expect(s.getByRole('combobox', { name: 'Source' }).textContent).toBe('Housing Voice');
    await pick('All sources');
    await waitFor(() => expect(tableNames()).toEqual(newestFirst.slice(0, 10)));
  });

  it('shows the pipeline: count and value per status', async () => {
    const pipeline = cardOf(screen().getByRole('heading', { name: 'Sales Pipeline' }));
    const line = (status: string) =>
      within(pipeline).getByText(status).parentElement?.querySelectorAll('span')[1]?.textContent;
    expect(line('Lead')).toBe('4 contacts · $3,000');
    expect(line('Qualified')).toBe('3 contacts · $5,400');
    expect(line('Customer')).toBe('3 contacts · $14,500');
    expect(line('Lost')).toBe('2 contacts · $0');
    const bars = within(pipeline).getAllByRole('progressbar');
    // Each bar is the status's share of all 12 contacts.
    expect(bars.map((b) => Math.round(Number(b.getAttribute('aria-valuenow'))))).toEqual([33, 25, 25, 17]);
  });

  it('lists the 10 most recent activities, newest first', async () => {
    const card = cardOf(screen().getByRole('heading', { name: 'Recent Activities' }));
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(
      newestFirst.slice(0, 10).map((n) => `Contact added: ${n}`),
    );
  });
});
