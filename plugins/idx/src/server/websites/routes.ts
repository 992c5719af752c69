import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { websiteIdSchema, websiteInputSchema, websitePatchSchema } from '../../shared/website.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingStore } from '../listings/store.ts';
import type { SiteContexts } from '../public/context.ts';
import { PAGE_CSP } from '../public/csp.ts';
import { homePage } from '../public/pages.ts';
import type { WebsiteStore } from './store.ts';

const ID = ':id{[0-9a-f-]{36}}';

/** /api/idx/websites: the organisation's sites (another organisation's id is a 404). */
export function websiteRoutes(
  app: HubApp,
  hub: IdxHub,
  websites: WebsiteStore,
  listings: ListingStore,
  contextOf: SiteContexts,
): void {
  const read = requirePermission('idx:read', { allowDemo: true });
  const write = requirePermission('idx:write');
  const origin = new URL(hub.config.publicUrl).origin;

  app.get('/api/idx/websites', read, async (c) => c.json(await websites.list(orgOf(c))));

  app.post('/api/idx/websites', write, validate('json', websiteInputSchema), async (c) =>
    c.json(await websites.create(orgOf(c), c.req.valid('json')), 201),
  );

  app.get(`/api/idx/websites/${ID}`, read, validate('param', websiteIdSchema), async (c) =>
    c.json(await websites.get(orgOf(c), c.req.valid('param').id)),
  );

  app.patch(
    `/api/idx/websites/${ID}`,
    write,
    validate('param', websiteIdSchema),
    validate('json', websitePatchSchema),
    async (c) => c.json(await websites.update(orgOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.post(`/api/idx/websites/${ID}/publish`, write, validate('param', websiteIdSchema), async (c) =>
    c.json(await websites.publish(orgOf(c), c.req.valid('param').id)),
  );

  // The Preview button: the site's home page as it will look, drafts included, for the organisation only.
  app.get(`/api/idx/websites/${ID}/preview`, read, validate('param', websiteIdSchema), async (c) => {
    const site = await websites.row(orgOf(c), c.req.valid('param').id);
    const { listings: items, total } = await listings.search(site.orgId, { onMarket: true, limit: 6 });
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(homePage(await contextOf(site, true), items, total, origin));
  });
}
