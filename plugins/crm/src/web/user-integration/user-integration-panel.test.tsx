import '@ecohub/web-kit/testing/dom';
import { FakeClock, type TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactPage } from '../../shared/index.ts';
import { cardOf, cleanupScreen, crmTestHub, holdRequests, toastShown } from '../test/panel-hub.ts';
import UserIntegrationPanel from './user-integration-panel.tsx';

const body = () => within(document.body);
const button = (name: string) => body().getByRole('button', { name }) as HTMLButtonElement;

/** Contacts by Source: each group's header, then its lines (or its empty text), by source name. */
function groups(): Record<string, string[]> {
  const card = cardOf(body().getByRole('heading', { name: 'Contacts by Source' }));
  const out: Record<string, string[]> = {};
  for (const g of card.querySelectorAll(':scope > div:last-child > div')) {
    const [name, count] = [...(g.firstElementChild?.children ?? [])].map((c) => c.textContent ?? '');
    out[name] = [count, ...[...g.querySelectorAll('li, p')].map((l) => l.textContent ?? '')];
  }
  return out;
}
const total = () =>
  cardOf(body().getByRole('heading', { name: 'Contacts by Source' })).querySelector('p')?.textContent;

describe('user integration tab', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  it('shows sources and contacts by source; each button is disabled while it runs, notifies, and refreshes', async () => {
    const clock = new FakeClock();
    t = await crmTestHub({ clock });
    const me = await t.signedIn({ email: 'owner@example.test' });
    const sources = [
      {
        name: 'Speaker Stage',
        type: 'Mixed',
        description: 'Keynotes and podcasts',
        url: 'https://speakerstage.example',
      },
      { name: 'Housing Voice', type: 'B2C', description: 'Tenant resources' },
      { name: 'RealtyMind AI', type: 'B2B', description: 'Property matching' },
    ];
    for (const s of sources) expect((await me.agent.post('/api/app-sources', s)).status).toBe(201);
    const people = [
      ['Ada', 'Lovelace', 'Speaker Stage'],
      ['Grace', 'Hopper', 'Speaker Stage'],
      ['Alan', 'Turing', 'Speaker Stage'],
      ['Edsger', 'Dijkstra', 'Speaker Stage'],
      ['Barbara', 'Liskov', 'Speaker Stage'],
      ['José', 'García', 'Housing Voice'],
      ['Tim', 'Berners-Lee', 'speaker stage'], // another spelling, until Tag Sources standardises it
    ];
    for (const [firstName, lastName, source] of people) {
      clock.advance(60_000);
      const email = `${firstName.toLowerCase()}@example.com`;
      expect((await me.agent.post('/api/contacts', { firstName, lastName, email, source })).status).toBe(201);
    }
    const gate = holdRequests(me.agent, (method) => method === 'POST');
    renderWithHub(<UserIntegrationPanel />, t, { agent: gate.agent, activeTab: 'user-integration' });

    // App Sources Configuration: name, type badge, description, the link only where there is a URL.
    const config = cardOf(await body().findByRole('heading', { name: 'App Sources Configuration' }));
    await waitFor(() => expect(within(config).getByText('RealtyMind AI')).toBeTruthy());
    // In the order the hub lists them (by name).
    expect(
      [...config.querySelectorAll(':scope > div:last-child > div > div')].map((d) => d.textContent),
    ).toEqual([
      'Housing VoiceB2CTenant resources',
      'RealtyMind AIB2BProperty matching',
      'Speaker StageMixedKeynotes and podcastsVisit',
    ]);
    expect(within(config).getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(
      'https://speakerstage.example',
    );

    await waitFor(() => expect(total()).toBe('7 contacts in total'));
    expect(groups()).toEqual({
      'Housing Voice': ['1 contacts', 'José García josé@example.comLead'],
      'RealtyMind AI': ['0 contacts', 'No contacts from this source yet'],
      'Speaker Stage': [
        '5 contacts',
        'Barbara Liskov barbara@example.comLead',
        'Edsger Dijkstra edsger@example.comLead',
        'Alan Turing alan@example.comLead',
        '+2 more contacts',
      ],
      'speaker stage': ['1 contacts', 'Tim Berners-Lee tim@example.comLead'],
    });

    /** Clicks `name`; while its request is held, only that button is disabled. */
    async function run(name: string, path: string) {
      clock.advance(60_000);
      fireEvent.click(button(name));
      await waitFor(() => expect(gate.held).toContain(`POST ${path}`));
      expect(['Create Example', 'Integrate All', 'Tag Sources'].filter((b) => button(b).disabled)).toEqual([
        name,
      ]);
      gate.release();
      await waitFor(() => expect(button(name).disabled).toBe(false));
    }

    await run('Integrate All', '/api/contacts/integrate-users');
    await toastShown('User Integration CompleteIntegrated 1 users, skipped 0 existing contacts');
    await waitFor(() => expect(total()).toBe('8 contacts in total'));
    await waitFor(() =>
      expect(groups()['Ecosystem Hub']).toEqual(['1 contacts', 'Test User owner@example.testLead']),
    );
    await run('Integrate All', '/api/contacts/integrate-users');
    await toastShown('User Integration CompleteIntegrated 0 users, skipped 1 existing contacts');

    await run('Create Example', '/api/contacts/create-example');
    await toastShown('Example CreatedCreated Example Contact 9 as an example contact');
    await waitFor(() => expect(total()).toBe('9 contacts in total'));
    // The example joins the first source.
    expect(groups()['Housing Voice']).toEqual([
      '2 contacts',
      expect.stringMatching(/^Example Contact 9 example\.contact\.9\..+@example\.comLead$/),
      'José García josé@example.comLead',
    ]);

    // Every contact gets its source as a tag, and "speaker stage" becomes "Speaker Stage": 8 of the
    // 9 change, as the integrated user already carries the tag "Ecosystem Hub".
    await run('Tag Sources', '/api/contacts/tag-sources');
    await toastShown('Source Tagging CompleteUpdated 8 contact sources');
    await waitFor(() => expect(groups()['speaker stage']).toBeUndefined());
    expect(Object.keys(groups()).sort()).toEqual([
      'Ecosystem Hub',
      'Housing Voice',
      'RealtyMind AI',
      'Speaker Stage',
    ]);
    expect(groups()['Speaker Stage']).toEqual([
      '6 contacts',
      'Tim Berners-Lee tim@example.comLead',
      'Barbara Liskov barbara@example.comLead',
      'Edsger Dijkstra edsger@example.comLead',
      '+3 more contacts',
    ]);
    const stored = ((await (await me.agent.get('/api/contacts?limit=50')).json()) as ContactPage).items;
    expect(stored.every((c) => c.tags.includes(c.source))).toBe(true);
    expect(stored.find((c) => c.firstName === 'Tim')?.source).toBe('Speaker Stage');
  });

  it('shows the failure notices of §8 when the hub refuses', async () => {
    t = await crmTestHub();
    const viewer = await t.signedIn({ role: 'viewer' });
    renderWithHub(<UserIntegrationPanel />, t, { agent: viewer.agent, activeTab: 'user-integration' });
    expect(await body().findByText('No app sources configured yet')).toBeTruthy();
    expect(await body().findByText('0 contacts in total')).toBeTruthy();

    fireEvent.click(button('Integrate All'));
    await toastShown('Integration FailedFailed to integrate users as contacts');
    fireEvent.click(button('Create Example'));
    await toastShown('Creation FailedFailed to create example user and contact');
    fireEvent.click(button('Tag Sources'));
    await toastShown('Tagging FailedFailed to tag contact sources');
    await waitFor(() => expect(button('Tag Sources').disabled).toBe(false));
    const stored = (await (await viewer.agent.get('/api/contacts')).json()) as ContactPage;
    expect(stored.items).toEqual([]);
  });
});
