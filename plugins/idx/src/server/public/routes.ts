import { clientAddress, type HubApp, notFound, rateLimiter, readBody, validate } from '@ecohub/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../../shared/constants.ts';
import { listingSearchSchema } from '../../shared/listing.ts';
import { leadInputSchema, savedSearchInputSchema } from '../../shared/saved-search.ts';
import type { SavedSearchStore } from '../alerts/store.ts';
import type { IdxHub } from '../hub.ts';
import type { LeadService } from '../leads/service.ts';
import { listingSvg } from '../listings/images.ts';
import type { ListingStore } from '../listings/store.ts';
import { CONVERSION_EVENT } from '../websites/stats.ts';
import type { WebsiteRow, WebsiteStore } from '../websites/store.ts';
import type { SiteContexts } from './context.ts';
import { PAGE_CSP } from './csp.ts';
import { homePage, listingPage, messagePage, searchPage, sitemap } from './pages.ts';

const SITE = '/sites/:slug{[a-z0-9-]{1,60}}';
const KEY = ':key{[A-Za-z0-9._-]{1,128}}';
/** Forms one address may send in an hour. */
const FORMS_PER_HOUR = 30;

/** Server-rendered public pages of published sites: everything is in the HTML, no script needed. */
export function publicRoutes(
  app: HubApp,
  hub: IdxHub,
  d: {
    websites: WebsiteStore;
    listings: ListingStore;
    leads: LeadService;
    searches: SavedSearchStore;
    contextOf: SiteContexts;
  },
): void {
  const limiter = rateLimiter(hub.db, hub.clock);
  const origin = new URL(hub.config.publicUrl).origin;

  async function siteOf(c: Context): Promise<WebsiteRow> {
    const site = await d.websites.published(c.req.param('slug') as string);
    if (!site) throw notFound('Website not found');
    return site;
  }

  const page = (c: Context, body: string) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(body);
  };

  async function form<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
    const body = await readBody(c);
    // zod errors become 400 with field issues (core's error shape).
    return schema.parse(Object.fromEntries(new URLSearchParams(body.text)));
  }

  const limit = (c: Context) =>
    limiter.hit([{ bucket: 'idx-forms', key: clientAddress(c), max: FORMS_PER_HOUR, windowMs: 3_600_000 }]);

  app.get('/api/idx/media/:file{[A-Za-z0-9_-]{1,100}\\.svg}', (c) => {
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(listingSvg((c.req.param('file') as string).replace(/\.svg$/, '')));
  });

  app.get(SITE, async (c) => {
    const site = await siteOf(c);
    const ctx = await d.contextOf(site);
    const { listings, total } = await d.listings.search(site.orgId, { onMarket: true, limit: 6 });
    return page(c, homePage(ctx, listings, total, origin));
  });

  app.get(`${SITE}/search`, validate('query', listingSearchSchema), async (c) => {
    const site = await siteOf(c);
    const f = c.req.valid('query');
    const { listings, total } = await d.listings.search(site.orgId, {
      ...f,
      onMarket: true,
      limit: SEARCH_PAGE_SIZE,
    });
    const points = await d.listings.points(site.orgId, { ...f, onMarket: true });
    return page(c, searchPage(await d.contextOf(site), f, listings, total, SEARCH_PAGE_SIZE, points));
  });

  app.get(`${SITE}/listings/${KEY}`, async (c) => {
    const site = await siteOf(c);
    const listing = await d.listings.get(site.orgId, c.req.param('key') as string);
    if (!listing) throw notFound('Listing not found');
    const similar = site.aiMatchmaker ? await d.listings.similar(site.orgId, listing) : [];
    return page(c, listingPage(await d.contextOf(site), listing, origin, similar));
  });

  app.post(`${SITE}/listings/${KEY}/lead`, async (c) => {
    const site = await siteOf(c);
    const listing = await d.listings.get(site.orgId, c.req.param('key') as string);
    if (!listing) throw notFound('Listing not found');
    const input = await form(c, leadInputSchema);
    await limit(c);
    await d.leads.capture(site, listing, input);
    return c.redirect(`/sites/${site.slug}/thanks`, 303);
  });

  app.post(`${SITE}/saved-searches`, async (c) => {
    const site = await siteOf(c);
    const input = await form(c, savedSearchInputSchema);
    await limit(c);
    await d.searches.create(site.orgId, site.id, input);
    return c.redirect(`/sites/${site.slug}/saved`, 303);
  });

  // Alert mails' unsubscribe link. Opening it only shows a button (link scanners must not
  // unsubscribe anyone); the POST, also RFC 8058's one-click POST, deletes the saved search and is
  // idempotent: a used or unknown token answers 200 with the same page.
  const UNSUBSCRIBE = `${SITE}/alerts/unsubscribe/:token{[A-Za-z0-9_-]{1,64}}`;
  app.get(UNSUBSCRIBE, async (c) => {
    const site = await siteOf(c);
    return page(
      c,
      messagePage(await d.contextOf(site), 'Unsubscribe', 'Stop the email alerts of this saved search?', [], {
        action: c.req.path,
        button: 'Unsubscribe',
      }),
    );
  });

  app.post(UNSUBSCRIBE, async (c) => {
    const site = await siteOf(c);
    await d.searches.unsubscribe(site.orgId, c.req.param('token') as string);
    return page(
      c,
      messagePage(
        await d.contextOf(site),
        'Unsubscribed',
        'You will receive no more alerts for this saved search.',
      ),
    );
  });

  app.get(`${SITE}/thanks`, async (c) => {
    const site = await siteOf(c);
    return page(
      c,
      messagePage(await d.contextOf(site), 'Thank you', 'An agent will contact you shortly.', [
        `/sites/${site.slug}/convert.js`,
      ]),
    );
  });

  app.get(`${SITE}/saved`, async (c) => {
    const site = await siteOf(c);
    return page(
      c,
      messagePage(
        await d.contextOf(site),
        'Search saved',
        'We will email you when new listings match your search.',
      ),
    );
  });

  // The conversion, reported by the SDK tracker (loaded before it) from the thank-you page.
  app.get(`${SITE}/convert.js`, async (c) => {
    await siteOf(c);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(
      `window.EcoHub&&window.EcoHub.track(${JSON.stringify(CONVERSION_EVENT)});window.EcoHub&&window.EcoHub.flush();\n`,
    );
  });

  app.get(`${SITE}/sitemap.xml`, async (c) => {
    const site = await siteOf(c);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap(origin, `/sites/${site.slug}`, await d.listings.keys(site.orgId)));
  });
}
