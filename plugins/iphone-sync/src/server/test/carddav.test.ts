import type { AddressInfo } from 'node:net';
import { type TestHub, testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { serve } from '@hono/node-server';
import ICAL from 'ical.js';
import { createDAVClient, type DAVAddressBook } from 'tsdav';
import { describe, expect, it } from 'vitest';
import { deviceToken, iphoneHub } from './fixtures.ts';

/** The hub on a real port: tsdav speaks HTTP with its own fetch, as a phone would. */
async function listen(t: TestHub) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req) => t.hub.app.fetch(req), port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((r) => server.close(r)) };
}

const fn = (vcard: string) => new ICAL.Component(ICAL.parse(vcard)).getFirstPropertyValue('fn');

// Apple's style: grouped TEL and ADR with X-ABLabel, vCard 3.0.
const GRACE = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//iPhone OS 17.0//EN',
  'N:Hopper;Grace;;;',
  'FN:Grace Hopper',
  'ORG:Navy;Computing',
  'item1.TEL;type=pref:(555) 246-8100',
  'item1.X-ABLabel:_$!<Mobile>!$_',
  'EMAIL;type=INTERNET;type=pref:grace@example.com',
  'item2.ADR;type=HOME:;;1 Cobol Way;Arlington;VA;22201;USA',
  'UID:7E0A1B2C-GRACE',
  'END:VCARD',
  '',
].join('\r\n');

describe.each(testDialects)('the CardDAV address book with tsdav as the client on %s', (dialect) => {
  it('lists the CRM contacts, takes a contact added on the client, and sends hub changes by sync token', async () => {
    const t = await iphoneHub(dialect, { IPHONE_CARDDAV: 'true' });
    const server = await listen(t);
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const crm = t.hub.ctx.use(crmService);
      const ada = await crm.contacts.create(a.orgId, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+15551234567',
      });
      await crm.contacts.create(b.orgId, { firstName: 'Other', lastName: 'Tenant' });
      const { token } = await deviceToken(a);
      const client = await createDAVClient({
        serverUrl: `${server.url}/carddav/`,
        credentials: { username: a.email, password: token },
        authMethod: 'Basic',
        defaultAccountType: 'carddav',
      });
      const [book, ...more] = await client.fetchAddressBooks();
      expect(more).toEqual([]);
      expect(book).toMatchObject({
        displayName: 'Ecosystem Hub',
        url: `${server.url}/carddav/${a.userId}/contacts/`,
      });
      expect(book!.reports).toEqual(expect.arrayContaining(['syncCollection', 'addressbookMultiget']));
      const first = await client.fetchVCards({ addressBook: book as DAVAddressBook });
      expect(first.map((c) => fn(c.data))).toEqual(['Ada Lovelace']);

      // Added on the client: the hub has the contact, its number read in E.164, nothing lost.
      const put = await client.createVCard({
        addressBook: book as DAVAddressBook,
        filename: 'grace.vcf',
        vCardString: GRACE,
      });
      expect(put.status).toBe(201);
      const grace = await crm.contacts.findByEmail(a.orgId, 'grace@example.com');
      expect(grace).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+15552468100',
        company: 'Navy',
        source: 'iphone',
        address: { street: '1 Cobol Way', city: 'Arlington', state: 'VA', zip: '22201' },
      });
      expect(await crm.contacts.count(b.orgId)).toBe(1);
      const again = await client.createVCard({
        addressBook: book as DAVAddressBook,
        filename: 'grace.vcf',
        vCardString: GRACE,
      });
      expect(again.status).toBe(412);

      // A change in the hub reaches the client through its sync token; a removal too.
      const [after] = await client.fetchAddressBooks();
      const since = after!.syncToken as string;
      const sync0 = await client.syncCollection({
        url: book!.url,
        props: { 'd:getetag': {} },
        syncLevel: 1,
        syncToken: since,
      });
      expect(sync0.filter((r) => r.href)).toEqual([]);
      await crm.contacts.update(a.orgId, ada.id, { company: 'Analytical Engines' });
      const changed = await client.syncCollection({
        url: book!.url,
        props: { 'd:getetag': {}, 'card:address-data': {} },
        syncLevel: 1,
        syncToken: since,
      });
      const hits = changed.filter((r) => r.href);
      expect(hits.map((r) => [r.href, r.ok])).toEqual([
        [`/carddav/${a.userId}/contacts/${ada.id}.vcf`, true],
      ]);
      const data = String(hits[0]!.props?.addressData?._cdata ?? hits[0]!.props?.addressData);
      expect(new ICAL.Component(ICAL.parse(data)).getFirstPropertyValue('org')).toEqual('Analytical Engines');

      const [later] = await client.fetchAddressBooks();
      await crm.contacts.remove(a.orgId, grace!.id);
      const removed = await client.syncCollection({
        url: book!.url,
        props: { 'd:getetag': {} },
        syncLevel: 1,
        syncToken: later!.syncToken as string,
      });
      expect(removed.filter((r) => r.href).map((r) => [r.href, r.status, r.ok])).toEqual([
        [`/carddav/${a.userId}/contacts/grace.vcf`, 404, false],
      ]);
      const bad = await client.syncCollection({
        url: book!.url,
        props: { 'd:getetag': {} },
        syncLevel: 1,
        syncToken: 'https://elsewhere/1',
      });
      expect(bad[0]?.status).toBe(403);

      // An edit on the phone comes back to the CRM (If-Match on the card's ETag).
      const [card] = await client.fetchVCards({ addressBook: book as DAVAddressBook });
      const edited = card!.data.replace('N:Lovelace;Ada;;;', 'N:Lovelace;Augusta Ada;;;');
      const upd = await client.updateVCard({ vCard: { url: card!.url, data: edited, etag: card!.etag } });
      expect(upd.status).toBe(204);
      expect(await crm.contacts.get(a.orgId, ada.id)).toMatchObject({
        firstName: 'Augusta Ada',
        company: 'Analytical Engines',
      });
      const stale = await client.updateVCard({ vCard: { url: card!.url, data: edited, etag: card!.etag } });
      expect(stale.status).toBe(412);
    } finally {
      await server.close();
      await t.close();
    }
  });

  it('asks for credentials, refuses a revoked token and another user’s book, and is off by default', async () => {
    const t = await iphoneHub(dialect, { IPHONE_CARDDAV: 'true' });
    try {
      const a = await t.signedIn();
      const other = await t.signedIn({ role: 'member', orgId: a.orgId });
      const { id, token } = await deviceToken(a);
      const basic = (user: string, pass: string) => ({
        authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
        depth: '0',
      });
      const bookPath = `/carddav/${a.userId}/contacts/`;
      expect(await (await a.agent.get('/api/iphone/setup')).json()).toEqual({ carddav: '/carddav/' });
      const anon = await t.request(bookPath, { method: 'PROPFIND' });
      expect(anon.status).toBe(401);
      expect(anon.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect((await t.request(bookPath, { method: 'PROPFIND', headers: basic(a.email, token) })).status).toBe(
        207,
      );
      expect(
        (await t.request(bookPath, { method: 'PROPFIND', headers: basic(other.email, token) })).status,
      ).toBe(401);
      const theirs = await deviceToken(other);
      expect(
        (await t.request(bookPath, { method: 'PROPFIND', headers: basic(other.email, theirs.token) })).status,
      ).toBe(403);
      const wellKnown = await t.request('/.well-known/carddav', { redirect: 'manual' });
      expect([wellKnown.status, wellKnown.headers.get('location')]).toEqual([301, '/carddav/']);
      const bad = await t.request(`${bookPath}x.vcf`, {
        method: 'PUT',
        headers: { ...basic(a.email, token), 'content-type': 'text/vcard' },
        body: 'hello',
      });
      expect(bad.status).toBe(400);
      await a.agent.delete(`/api/iphone/tokens/${id}`);
      expect((await t.request(bookPath, { method: 'PROPFIND', headers: basic(a.email, token) })).status).toBe(
        401,
      );
    } finally {
      await t.close();
    }
    const off = await iphoneHub(dialect);
    try {
      expect((await off.request('/carddav/', { method: 'PROPFIND' })).status).toBe(404);
      const owner = await off.signedIn();
      expect(await (await owner.agent.get('/api/iphone/setup')).json()).toEqual({ carddav: null });
    } finally {
      await off.close();
    }
  });
});
