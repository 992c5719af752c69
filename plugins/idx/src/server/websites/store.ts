import { bool, conflict, forOrg, fromBool, newId, notFound } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import type { Template, WebsiteStatus } from '../../shared/constants.ts';
import type { Website, WebsiteData, WebsitePatch, WebsitesResponse } from '../../shared/website.ts';
import type { IdxTables } from '../db.ts';
import type { IdxHub } from '../hub.ts';
import type { siteStats } from './stats.ts';

export type WebsiteRow = IdxTables['idxWebsites'];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'site';

/** The organisation's IDX websites: create (draft, zero figures), edit, publish. */
export function websiteStore(
  hub: IdxHub,
  figures: ReturnType<typeof siteStats>,
  ecosystem: EcosystemServices | undefined,
) {
  const base = new URL(hub.config.publicUrl);
  // Served by the hub under /sites/<slug>; a custom domain is recorded for the proxy that points to it (README).
  const urlOf = (r: WebsiteRow) => `${base.origin}/sites/${r.slug}`;

  const toWebsite = (
    r: WebsiteRow,
    f = { leads_generated: 0, page_views: 0, conversion_rate: 0 },
  ): Website => ({
    id: r.id,
    name: r.name,
    domain: r.domain,
    slug: r.slug,
    template: r.template as Template,
    status: r.status as WebsiteStatus,
    mls_sync: bool(r.mlsSync),
    ai_matchmaker: bool(r.aiMatchmaker),
    white_label: bool(r.whiteLabel),
    url: urlOf(r),
    ...f,
    publishedAt: r.publishedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });

  async function rows(orgId: string): Promise<WebsiteRow[]> {
    return forOrg(hub.db, orgId)
      .selectFrom('idxWebsites')
      .selectAll()
      .orderBy('createdAt')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async function row(orgId: string, id: string): Promise<WebsiteRow> {
    const r = await forOrg(hub.db, orgId)
      .selectFrom('idxWebsites')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw notFound('Website not found');
    return r;
  }

  async function withFigures(orgId: string, list: WebsiteRow[]): Promise<Website[]> {
    const f = await figures(orgId, list);
    return list.map((r) => toWebsite(r, f.get(r.id)));
  }

  async function domainFree(domain: string, exceptId?: string) {
    if (!domain) return;
    // Across organisations on purpose: one domain can only be served by one site.
    const taken = await hub.db
      .selectFrom('idxWebsites')
      .select('id')
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (taken && taken.id !== exceptId) throw conflict('This domain is already used by another website');
  }

  /** The tracker's application in the ecosystem registry: the pages send their page views with its key. */
  async function trackerApp(orgId: string, r: WebsiteRow): Promise<Pick<WebsiteRow, 'appId' | 'appKey'>> {
    if (r.appId || !ecosystem) return { appId: r.appId, appKey: r.appKey };
    const origins = [base.origin, ...(r.domain ? [`https://${r.domain}`] : [])];
    const created = await ecosystem.apps.create(orgId, {
      name: `IDX: ${r.name}`.slice(0, 120),
      url: urlOf(r),
      description: 'Real-estate website built with the IDX builder',
      appCategory: 'Real Estate',
      category: 'business',
      allowedOrigins: origins,
    });
    return { appId: created.app.id, appKey: created.publishableKey };
  }

  const store = {
    async list(orgId: string): Promise<WebsitesResponse> {
      const websites = await withFigures(orgId, await rows(orgId));
      const live = websites.filter((w) => w.status !== 'draft');
      return {
        websites,
        summary: {
          activeWebsites: live.length,
          totalLeads: websites.reduce((n, w) => n + w.leads_generated, 0),
          pageViews: websites.reduce((n, w) => n + w.page_views, 0),
          avgConversion: live.length
            ? Math.round((live.reduce((n, w) => n + w.conversion_rate, 0) / live.length) * 10) / 10
            : 0,
        },
      };
    },

    async get(orgId: string, id: string): Promise<Website> {
      return (await withFigures(orgId, [await row(orgId, id)]))[0] as Website;
    },

    row,

    async create(orgId: string, input: WebsiteData): Promise<Website> {
      await domainFree(input.domain);
      const now = hub.clock.now().toISOString();
      const id = newId();
      const r: WebsiteRow = {
        id,
        orgId,
        name: input.name,
        domain: input.domain,
        slug: `${slugify(input.name)}-${id.slice(0, 6)}`,
        template: input.template,
        status: 'draft',
        mlsSync: fromBool(input.mls_sync),
        aiMatchmaker: fromBool(input.ai_matchmaker),
        whiteLabel: fromBool(input.white_label),
        appId: null,
        appKey: null,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      const { orgId: _, ...values } = r;
      await forOrg(hub.db, orgId).insertInto('idxWebsites', values).execute();
      const site = toWebsite(r);
      await hub.events.emit('idx.website-created', { orgId, websiteId: id, name: r.name, url: site.url });
      return site;
    },

    async update(orgId: string, id: string, patch: WebsitePatch): Promise<Website> {
      await row(orgId, id);
      if (patch.domain !== undefined) await domainFree(patch.domain, id);
      const set: Partial<WebsiteRow> = { updatedAt: hub.clock.now().toISOString() };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.domain !== undefined) set.domain = patch.domain;
      if (patch.template !== undefined) set.template = patch.template;
      if (patch.mls_sync !== undefined) set.mlsSync = fromBool(patch.mls_sync);
      if (patch.ai_matchmaker !== undefined) set.aiMatchmaker = fromBool(patch.ai_matchmaker);
      if (patch.white_label !== undefined) set.whiteLabel = fromBool(patch.white_label);
      await forOrg(hub.db, orgId).updateTable('idxWebsites').set(set).where('id', '=', id).execute();
      return store.get(orgId, id);
    },

    /**
     * draft → published (spec 002 §4); publishing again is a no-op answer. `tracker: false` (the demo
     * seed) publishes without registering the tracker's application, so the demo keeps the spec's 22.
     */
    async publish(orgId: string, id: string, opts: { tracker?: boolean } = {}): Promise<Website> {
      const r = await row(orgId, id);
      if (r.status !== 'published') {
        const now = hub.clock.now().toISOString();
        const app = opts.tracker === false ? {} : await trackerApp(orgId, r);
        await forOrg(hub.db, orgId)
          .updateTable('idxWebsites')
          .set({ status: 'published', publishedAt: r.publishedAt ?? now, updatedAt: now, ...app })
          .where('id', '=', id)
          .execute();
        await hub.events.emit('idx.website-published', { orgId, websiteId: id, name: r.name, url: urlOf(r) });
      }
      return store.get(orgId, id);
    },

    /** A published site by its public slug, whatever its organisation (the public pages). */
    async published(slug: string): Promise<WebsiteRow | null> {
      const r = await hub.db
        .selectFrom('idxWebsites')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', 'in', ['published', 'active'])
        .executeTakeFirst();
      return r ?? null;
    },

    /** Sites with MLS sync on, across organisations (the scheduled sync). */
    async syncedOrgs(): Promise<string[]> {
      const r = await hub.db
        .selectFrom('idxWebsites')
        .select('orgId')
        .distinct()
        .where('mlsSync', '=', 1)
        .where('status', '!=', 'draft')
        .execute();
      return r.map((x) => x.orgId);
    },

    urlOf,
  };
  return store;
}

export type WebsiteStore = ReturnType<typeof websiteStore>;
