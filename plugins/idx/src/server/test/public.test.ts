import { testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import type { Website, WebsitesResponse } from '../../shared/website.ts';
import { form, idxHub, syncListings } from './fixtures.ts';

describe.each(testDialects)('IDX public pages on %s', (dialect) => {
  it('renders listings server-side: home, filtered search, detail with JSON-LD, sitemap, attribution', async () => {
    const { t } = await idxHub(dialect, {}, { startJobs: true });
    try {
      const a = await t.signedIn();
      await syncListings(t, a.agent);
      const site = (await (
        await a.agent.post('/api/idx/websites', { name: 'Hill Country Homes' })
      ).json()) as Website;
      await a.agent.post(`/api/idx/websites/${site.id}/publish`);

      const home = await (await t.request(`/sites/${site.slug}`)).text();
      // Listings are in the HTML itself: no script builds them.
      const keys = [...home.matchAll(/data-listing="(LTX\d{6})"/g)].map((m) => m[1]);
      expect(keys.length).toBe(6);
      expect(home).toContain('Listing information is deemed reliable but not guaranteed.');
      expect(home).toMatch(/Listing data last updated: \w{3}, 02 Mar 2026/);

      const all = await (await t.request(`/sites/${site.slug}/search`)).text();
      const total = Number(all.match(/data-testid="result-count">(\d+) listings found/)?.[1]);
      const prices = [...all.matchAll(/class="price">\$([\d,]+)/g)].map((m) =>
        Number(m[1]?.replace(/,/g, '')),
      );
      const median = prices.sort((x, y) => x - y)[Math.floor(prices.length / 2)] as number;
      const filtered = await (
        await t.request(`/sites/${site.slug}/search?maxPrice=${median}&minPrice=&q=`)
      ).text();
      const found = Number(filtered.match(/data-testid="result-count">(\d+) listings? found/)?.[1]);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(total);
      const shown = [...filtered.matchAll(/class="price">\$([\d,]+)/g)].map((m) =>
        Number(m[1]?.replace(/,/g, '')),
      );
      expect(shown.every((p) => p <= median)).toBe(true);
      const beds5 = await (await t.request(`/sites/${site.slug}/search?beds=5`)).text();
      const bigOnes = [...beds5.matchAll(/(\d) bd ·/g)].map((m) => Number(m[1]));
      expect(bigOnes.every((n) => n >= 5)).toBe(true);
      expect((await t.request(`/sites/${site.slug}/search?beds=many`)).status).toBe(400);

      // Map search: every match is a dot; a quarter's link narrows the search to that box.
      expect([...all.matchAll(/data-point="/g)]).toHaveLength(total);
      const quarter = all
        .match(/<a href="([^"]*bbox=[^"]*)">North-west<\/a>/)?.[1]
        ?.replace(/&amp;/g, '&') as string;
      const bbox = new URL(quarter, 'http://x').searchParams.get('bbox')?.split(',').map(Number) as number[];
      const zoomed = await (await t.request(quarter)).text();
      const inBox = Number(zoomed.match(/data-testid="result-count">(\d+) listings? found/)?.[1]);
      expect(inBox).toBeLessThan(total);
      expect(zoomed).toContain(`name="bbox" value="${bbox.join(',')}"`);
      for (const k of [...zoomed.matchAll(/data-listing="(\w+)"/g)].map((m) => m[1])) {
        const ld = (await (await t.request(`/sites/${site.slug}/listings/${k}`)).text()).match(
          /"geo":(\{[^}]*\})/,
        )?.[1];
        const geo = JSON.parse(ld ?? '{}');
        expect(geo.longitude >= (bbox[0] as number) && geo.longitude <= (bbox[2] as number)).toBe(true);
        expect(geo.latitude >= (bbox[1] as number) && geo.latitude <= (bbox[3] as number)).toBe(true);
      }
      expect((await t.request(`/sites/${site.slug}/search?bbox=1,2,0,3`)).status).toBe(400);

      const key = keys[0] as string;
      const detail = await (await t.request(`/sites/${site.slug}/listings/${key}`)).text();
      const ld = JSON.parse(
        detail.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}',
      );
      expect(ld['@type']).toBe('RealEstateListing');
      expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
      // The generator puts the listing on the real centroid of its ZIP code.
      const zip = zipcodes.lookup(ld.about.address.postalCode);
      expect(ld.about.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: zip?.latitude,
        longitude: zip?.longitude,
      });
      expect(detail).toContain(`MLS# ${key}`);
      const img = detail.match(/<img src="(\/api\/idx\/media\/[^"]+\.svg)"/)?.[1] as string;
      const svg = await t.request(img);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await svg.text()).toMatch(/^<svg /);

      // AI Matchmaker (on by default): similar homes within 20 % of the price; none once switched off.
      let matched = '';
      for (const k of keys) {
        const page = await (await t.request(`/sites/${site.slug}/listings/${k}`)).text();
        const section = page.match(/data-testid="matchmaker">(.*?)<\/section>/s)?.[1];
        if (!section) continue;
        const own = Number(page.match(/<div class="price">\$([\d,]+)/)?.[1]?.replace(/,/g, ''));
        const picks = [...section.matchAll(/class="price">\$([\d,]+)/g)].map((m) =>
          Number(m[1]?.replace(/,/g, '')),
        );
        expect(picks.length).toBeGreaterThan(0);
        expect(picks.every((p) => p >= own * 0.8 - 1 && p <= own * 1.2 + 1)).toBe(true);
        matched = k as string;
        break;
      }
      expect(matched).not.toBe('');
      await a.agent.patch(`/api/idx/websites/${site.id}`, { ai_matchmaker: false });
      expect(await (await t.request(`/sites/${site.slug}/listings/${matched}`)).text()).not.toContain(
        'matchmaker',
      );

      const map = await (await t.request(`/sites/${site.slug}/sitemap.xml`)).text();
      expect(map).toContain(`<loc>http://localhost:3000/sites/${site.slug}/listings/${key}</loc>`);
    } finally {
      await t.close();
    }
  });

  it('turns a lead form into one CRM contact with activities, counted on the site and invisible to others', async () => {
    const { t } = await idxHub(dialect, {}, { startJobs: true });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      await syncListings(t, a.agent);
      const site = (await (
        await a.agent.post('/api/idx/websites', { name: 'Lead Magnet' })
      ).json()) as Website;
      await a.agent.post(`/api/idx/websites/${site.id}/publish`);
      const { listings } = await (await a.agent.get('/api/idx/listings')).json();
      const key = listings[0].listingKey as string;

      const fields = { name: 'Grace Hopper', email: 'Grace@Example.com', message: 'Can I visit?' };
      const first = await form(t, `/sites/${site.slug}/listings/${key}/lead`, fields);
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe(`/sites/${site.slug}/thanks`);
      const second = await form(t, `/sites/${site.slug}/listings/${key}/lead`, {
        ...fields,
        phone: '+1 555 0100',
      });
      expect(second.status).toBe(303);

      const crm = t.hub.ctx.use(crmService);
      expect(await crm.contacts.count(a.orgId)).toBe(1);
      const contact = await crm.contacts.findByEmail(a.orgId, 'grace@example.com');
      expect(contact).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        source: 'IDX: Lead Magnet',
        phone: '+1 555 0100',
        tags: ['idx'],
      });
      const acts = await (await a.agent.get(`/api/activities?contactId=${contact?.id}&limit=20`)).json();
      const leads = acts.items.filter((x: { type: string }) => x.type === 'idx_lead');
      expect(leads).toHaveLength(2);
      expect(leads[0].description).toContain(key);

      const mine = (await (await a.agent.get('/api/idx/websites')).json()) as WebsitesResponse;
      expect(mine.websites[0]?.leads_generated).toBe(1);
      expect(mine.summary.totalLeads).toBe(1);
      const detail = await (await a.agent.get('/api/idx/listings')).json();
      expect(detail.listings.find((l: { listingKey: string }) => l.listingKey === key).lead_captures).toBe(2);

      // Organisation B sees none of it, and its CRM has no contact.
      expect(await crm.contacts.count(b.orgId)).toBe(0);
      expect(((await (await b.agent.get('/api/idx/websites')).json()) as WebsitesResponse).websites).toEqual(
        [],
      );
      expect((await (await b.agent.get('/api/idx/listings')).json()).total).toBe(0);

      const bad = await form(t, `/sites/${site.slug}/listings/${key}/lead`, { name: '', email: 'nope' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
        'email',
        'name',
      ]);
    } finally {
      await t.close();
    }
  });
});
