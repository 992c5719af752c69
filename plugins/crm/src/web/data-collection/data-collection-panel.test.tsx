import '@ecohub/web-kit/testing/dom';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactPage } from '../../shared/index.ts';
import {
  cardOf,
  cleanupScreen,
  crmTestHub,
  holdRequests,
  letThrough,
  toastShown,
} from '../test/panel-hub.ts';
import DataCollectionPanel from './data-collection-panel.tsx';

/** A sibling app: its users at /api/ecohub/users (collection contract), and a broken one. */
let app: { url: string; server: Server };
beforeAll(async () => {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/broken/')) {
      res.writeHead(500).end('boom');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        users: [
          { email: 'ana@app.example', firstName: 'Ana', lastName: 'Ibáñez' },
          { email: 'ada@example.com', phone: '555-1' },
          { email: 'ben@app.example', firstName: 'Ben', company: 'Ben & Co' },
        ],
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  app = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
});
afterAll(() => new Promise<void>((r) => app.server.close(() => r())));

const body = () => within(document.body);
const button = (name: string) => body().getByRole('button', { name }) as HTMLButtonElement;
const report = () => cardOf(body().getByRole('heading', { name: 'App Ecosystem Report' }));
const stat = (label: string) => within(report()).getByText(label).parentElement?.textContent;
const topSources = () => [...report().querySelectorAll('li')].map((li) => li.textContent);
/** The endpoint card titled `name`. */
const endpoint = (name: string) =>
  body().getByRole('heading', { name }).parentElement?.parentElement?.parentElement as HTMLElement;

describe('data collection tab', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  /** An organisation with two apps (one unreachable) and one contact under a spelling of the first. */
  async function setup(role: 'owner' | 'viewer') {
    // The sibling app listens on loopback, which only an explicit allow-list opens.
    t = await crmTestHub({ startJobs: true, config: { OUTBOUND_ALLOW: '127.0.0.1/32' } });
    const owner = await t.signedIn({ email: 'owner@example.test' });
    await owner.agent.post('/api/app-sources', {
      name: 'SoulScan',
      platform: 'replit',
      category: 'data',
      description: 'Personal insight assessments',
      url: 'https://soulscan.example',
      collectUrl: `${app.url}/api/ecohub/users`,
    });
    await owner.agent.post('/api/app-sources', {
      name: 'Broken App',
      category: 'business',
      description: 'Never answers',
      collectUrl: `${app.url}/broken/api/ecohub/users`,
    });
    const ada = { firstName: 'Ada', email: 'ada@example.com', source: 'soulscan.example', value: 100_000 };
    expect((await owner.agent.post('/api/contacts', ada)).status).toBe(201);
    const me = role === 'owner' ? owner : await t.signedIn({ orgId: owner.orgId, role });
    // The owner's actions are held, to look at the screen while they run.
    const gate = holdRequests(me.agent, (method) => role === 'owner' && method === 'POST');
    renderWithHub(<DataCollectionPanel />, t, { agent: gate.agent, activeTab: 'data-collection' });
    letThrough(app.url);
    await body().findByRole('heading', { name: 'SoulScan' });
    await waitFor(() => expect(stat('Total Contacts')).toBe('Total Contacts1'));
    return { gate, agent: me.agent };
  }

  it('shows the endpoints and the report; each action is disabled while it runs, notifies and refreshes', async () => {
    const { gate, agent } = await setup('owner');
    const soul = within(endpoint('SoulScan'));
    expect(endpoint('SoulScan').textContent).toBe(
      `SoulScandataPersonal insight assessmentshttps://soulscan.exampleVisitCollect`,
    );
    expect(soul.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe('https://soulscan.example');
    expect(within(endpoint('Broken App')).queryByRole('link', { name: 'Visit' })).toBeNull();
    expect(stat('Active Sources')).toBe('Active Sources1');
    expect(stat('Total Value')).toBe('Total Value$1,000');
    expect(stat('Connected Apps')).toBe('Connected Apps2');
    expect(topSources()).toEqual(['soulscan.example1 · $1,000']);

    const actions = ['Create Ecosystem', 'Collect From All Apps', 'Collect', 'Update Sources'];
    const disabled = () =>
      actions.flatMap((name) =>
        body()
          .getAllByRole('button', { name })
          .filter((b) => (b as HTMLButtonElement).disabled)
          .map(() => name),
      );
    /** Clicks, checks what is disabled while the request is held, lets it through. */
    async function run(click: () => void, path: string, whileRunning: string[]) {
      click();
      await waitFor(() => expect(gate.held).toContain(`POST ${path}`));
      await waitFor(() => expect(disabled()).toEqual(whileRunning));
      // The progress card shows while a collection runs.
      const progress = body().queryByRole('heading', { name: 'Collecting data' });
      expect(!!progress).toBe(whileRunning.length > 1);
      gate.release();
      await waitFor(() => expect(disabled()).toEqual([]));
    }
    const collecting = ['Create Ecosystem', 'Collect From All Apps', 'Collect', 'Collect'];

    await run(() => fireEvent.click(button('Update Sources')), '/api/data-collection/update-sources', [
      'Update Sources',
    ]);
    await toastShown('Sources UpdatedStandardized 1 contact sources');
    await waitFor(() => expect(topSources()).toEqual(['SoulScan1 · $1,000']));

    await run(
      () => fireEvent.click(soul.getByRole('button', { name: 'Collect' })),
      '/api/data-collection/collect-single',
      collecting,
    );
    await toastShown('App Data CollectedSoulScan: integrated 3 contacts');
    await waitFor(() => expect(stat('Total Contacts')).toBe('Total Contacts3'));
    expect(topSources()).toEqual(['SoulScan3 · $1,000']);
    expect(body().queryByRole('heading', { name: 'Collecting data' })).toBeNull();

    await run(
      () => fireEvent.click(button('Collect From All Apps')),
      '/api/data-collection/collect-all',
      collecting,
    );
    // One of the two apps failed: partial, with counts (issue #24 item 4; this said 'Complete').
    await toastShown('Collection Partly Complete1 of 2 apps collected, 1 failed; 0 contacts integrated');
    // The unreachable app is reported once the run is over.
    const errors = cardOf(await body().findByRole('heading', { name: 'Apps that could not be reached' }));
    // The status and a reason of ours, never the app's own error page ('boom'): issue #11.
    expect(errors.querySelector('li')?.textContent).toBe('Broken App: The app answered HTTP 500');

    await run(
      () => fireEvent.click(button('Create Ecosystem')),
      '/api/data-collection/create-ecosystem',
      collecting,
    );
    await toastShown('Ecosystem Contacts CreatedCreated 1 new contacts, updated 0 existing');
    await waitFor(() => expect(stat('Total Contacts')).toBe('Total Contacts4'));
    expect(stat('Active Sources')).toBe('Active Sources2');
    expect(topSources()).toEqual(['SoulScan3 · $1,000', 'Ecosystem Hub1 · $0']);
    const stored = ((await (await agent.get('/api/contacts?sort=name')).json()) as ContactPage).items;
    expect(stored.map((c) => [c.email, c.source])).toEqual([
      ['ada@example.com', 'SoulScan'],
      ['ana@app.example', 'SoulScan'],
      ['ben@app.example', 'SoulScan'],
      ['owner@example.test', 'Ecosystem Hub'],
    ]);
  });

  it('shows the failure notices of §8 when the hub refuses', async () => {
    await setup('viewer');
    const click = async (b: HTMLElement, notice: string) => {
      fireEvent.click(b);
      await toastShown(notice);
      await waitFor(() => expect((b as HTMLButtonElement).disabled).toBe(false));
    };
    await click(button('Create Ecosystem'), 'Creation FailedFailed to create ecosystem contacts');
    await click(button('Collect From All Apps'), 'Collection FailedFailed to collect data from all apps');
    await click(
      within(endpoint('SoulScan')).getByRole('button', { name: 'Collect' }),
      'Collection FailedFailed to collect data from the selected app',
    );
    await click(button('Update Sources'), 'Update FailedFailed to update contact sources');
    expect(stat('Total Contacts')).toBe('Total Contacts1');
    expect(topSources()).toEqual(['soulscan.example1 · $1,000']);
  });
});
