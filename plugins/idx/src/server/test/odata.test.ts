import { testDialects } from '@ecohub/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Website } from '../../shared/website.ts';
import { form, idxHub, syncListings } from './fixtures.ts';
import { mlsStandIn, resoRecord } from './mls-stand-in.ts';

const CLIENT = { clientId: 'hub-client', clientSecret: 's3cret-value' };

describe.each(testDialects)('IDX OData replication and saved-search alerts on %s', (dialect) => {
  let mls: Awaited<ReturnType<typeof mlsStandIn>>;
  beforeEach(async () => {
    mls = await mlsStandIn({ ...CLIENT, pageSize: 2 });
  });
  afterEach(() => mls.close());

  const feed = () => ({
    IDX_FEED: 'odata',
    IDX_ODATA_URL: `${mls.root}/odata`,
    IDX_ODATA_TOKEN_URL: `${mls.root}/token`,
    IDX_ODATA_CLIENT_ID: CLIENT.clientId,
    IDX_ODATA_CLIENT_SECRET: CLIENT.clientSecret,
    IDX_ODATA_PAGE_SIZE: '2',
  });

  it('pages through @odata.nextLink with a client-credentials token, then asks only for newer records', async () => {
    for (let n = 1; n <= 5; n++) mls.records.push(resoRecord(n, `2026-02-0${n}T10:00:00.000Z`));
    const { t } = await idxHub(dialect, feed(), {
      startJobs: true,
      hubConfig: { OUTBOUND_ALLOW: '127.0.0.1/32' },
    });
    try {
      const a = await t.signedIn();
      const job = await syncListings(t, a.agent);
      expect(job.result).toEqual({ source: 'odata', fetched: 5, created: 5, updated: 0, pages: 3 });
      expect(job.progress).toMatchObject({ done: 5, total: 5 });
      const pages = mls.requests.filter((r) => r.path === '/odata/Property');
      expect(pages).toHaveLength(3);
      expect(pages.every((r) => r.auth === 'Bearer tok-1')).toBe(true);
      expect(pages[0]?.query.get('$filter')).toBeNull();
      expect(pages[1]?.query.get('$skiptoken')).toBe('2');

      const body = await (await a.agent.get('/api/idx/listings')).json();
      expect(body.total).toBe(5);
      expect(body.listings[0]).toMatchObject({
        listingKey: 'MLS00005',
        price: 305000,
        status: 'for_sale',
        images: ['https://photos.mls.example/MLS00005-1.jpg'],
        originatingSystemName: 'Stand-in MLS',
      });

      // Next run: one record changed, one new; the token was revoked meanwhile (401, new token).
      mls.records[0] = resoRecord(1, '2026-02-10T10:00:00.000Z', {
        ListPrice: 250000,
        StandardStatus: 'Pending',
      });
      mls.records.push(resoRecord(6, '2026-02-11T10:00:00.000Z'));
      mls.revokeTokens();
      mls.requests.length = 0;
      const again = await syncListings(t, a.agent);
      expect(again.result).toEqual({ source: 'odata', fetched: 2, created: 1, updated: 1, pages: 1 });
      const asked = mls.requests.filter((r) => r.path === '/odata/Property').at(-1);
      expect(asked?.query.get('$filter')).toBe('ModificationTimestamp gt 2026-02-05T10:00:00.000Z');
      expect(asked?.auth).toBe('Bearer tok-2');
      const one = await (await a.agent.get('/api/idx/listings?q=1 Main')).json();
      expect(one.listings.find((l: { listingKey: string }) => l.listingKey === 'MLS00001')).toMatchObject({
        price: 250000,
        status: 'pending',
      });
    } finally {
      await t.close();
    }
  });

  it('mails a saved search each new matching listing, and each price change, once', async () => {
    mls.records.push(resoRecord(1, '2026-02-01T10:00:00.000Z'));
    const { t, clock } = await idxHub(dialect, feed(), {
      startJobs: true,
      hubConfig: { OUTBOUND_ALLOW: '127.0.0.1/32' },
    });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      await syncListings(t, a.agent);
      const site = (await (
        await a.agent.post('/api/idx/websites', { name: 'Alerts Realty' })
      ).json()) as Website;
      await a.agent.post(`/api/idx/websites/${site.id}/publish`);
      clock.advance(60_000);
      const saved = await form(t, `/sites/${site.slug}/saved-searches`, {
        email: 'buyer@example.com',
        q: 'austin',
        minPrice: '',
        maxPrice: '400000',
        beds: '3',
      });
      expect(saved.status).toBe(303);
      clock.advance(60_000);

      // New on the feed: one that matches, one too expensive, one with too few bedrooms.
      mls.records.push(resoRecord(2, '2026-02-02T10:00:00.000Z'));
      mls.records.push(resoRecord(3, '2026-02-03T10:00:00.000Z', { ListPrice: 900000 }));
      mls.records.push(resoRecord(4, '2026-02-04T10:00:00.000Z', { BedroomsTotal: 1 }));
      await syncListings(t, a.agent);
      const alertsJob = async () => {
        const id = await t.hub.ctx.jobs.enqueue('idx.alerts', {}, { orgId: a.orgId });
        return t.hub.ctx.jobs.wait(id, 20_000);
      };
      await alertsJob();

      const outbox = async () => {
        const res = await a.agent.get('/api/outbox?limit=50');
        return (await res.json()).items as Array<{ to: string; subject: string; text: string }>;
      };
      let mails = (await outbox()).filter((m) => m.to === 'buyer@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('1 new listing for "austin"');
      expect(mails[0]?.text).toContain('2 Main St');
      expect(mails[0]?.text).toContain(`/sites/${site.slug}/listings/MLS00002`);
      expect(mails[0]?.text).not.toContain('1 Main St');

      // Another sync and alerts run: nothing new, no second mail; a later match gets its own mail.
      await syncListings(t, a.agent);
      await alertsJob();
      expect((await outbox()).filter((m) => m.to === 'buyer@example.com')).toHaveLength(1);
      mls.records.push(resoRecord(5, '2026-02-05T10:00:00.000Z'));
      await syncListings(t, a.agent);
      await alertsJob();
      mails = (await outbox()).filter((m) => m.to === 'buyer@example.com');
      expect(mails).toHaveLength(2);
      expect(mails.some((m) => m.text.includes('5 Main St'))).toBe(true);

      // A price change of a listing the buyer was told about is mailed once too.
      mls.records[1] = resoRecord(2, '2026-02-12T10:00:00.000Z', { ListPrice: 250000 });
      await syncListings(t, a.agent);
      await alertsJob();
      await alertsJob();
      mails = (await outbox()).filter((m) => m.to === 'buyer@example.com');
      expect(mails).toHaveLength(3);
      const priced = mails.find((m) => m.subject === '1 price change for "austin"');
      expect(priced?.text).toContain('Price changed: 2 Main St, Austin, TX 78701: $302,000 → $250,000');

      const searches = await (await a.agent.get('/api/idx/saved-searches')).json();
      expect(searches.savedSearches).toMatchObject([{ email: 'buyer@example.com', alertsSent: 2 }]);
      expect((await (await b.agent.get('/api/idx/saved-searches')).json()).savedSearches).toEqual([]);

      // Every alert carries its unsubscribe link: opening it changes nothing, its POST (RFC 8058
      // one-click, no session) deletes the search, and a second POST answers 200 all the same.
      const link = /unsubscribe: (\S+)/.exec(mails[0]?.text ?? '')?.[1];
      expect(link).toMatch(new RegExp(`/sites/${site.slug}/alerts/unsubscribe/[A-Za-z0-9_-]{32}$`));
      const path = new URL(link as string).pathname;
      const opened = await t.request(path);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain('<button type="submit">Unsubscribe</button>');
      expect((await (await a.agent.get('/api/idx/saved-searches')).json()).savedSearches).toHaveLength(1);
      const oneClick = () =>
        t.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await oneClick()).status).toBe(200);
      expect((await (await a.agent.get('/api/idx/saved-searches')).json()).savedSearches).toEqual([]);
      expect((await oneClick()).status).toBe(200);
      mls.records.push(resoRecord(6, '2026-02-20T10:00:00.000Z'));
      await syncListings(t, a.agent);
      await alertsJob();
      expect((await outbox()).filter((m) => m.to === 'buyer@example.com')).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
