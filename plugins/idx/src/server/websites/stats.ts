import { forOrg, num } from '@ecohub/core';
import type { SuperhubServices } from '@ecohub/plugin-superhub/shared';
import type { IdxHub } from '../hub.ts';

/** The tracker event a site's thank-you page sends after a lead form (public/convert.js). */
export const CONVERSION_EVENT = 'idx_lead_submitted';

export interface SiteFigures {
  leads_generated: number;
  page_views: number;
  conversion_rate: number;
}

/**
 * Each site's figures: leads are the distinct people (emails) its forms sent to the CRM; page
 * views and conversions are the SDK tracker's events of the site's application in the SuperHub.
 */
export function siteStats(hub: IdxHub, superhub: SuperhubServices | undefined) {
  return async function figures(
    orgId: string,
    sites: Array<{ id: string; appId: string | null }>,
  ): Promise<Map<string, SiteFigures>> {
    const leads = await forOrg(hub.db, orgId)
      .selectFrom('idxLeads')
      .select(['websiteId', (eb) => eb.fn.count<number>('email').distinct().as('n')])
      .groupBy('websiteId')
      .execute();
    const out = new Map<string, SiteFigures>();
    for (const s of sites) {
      const counts =
        superhub && s.appId ? await superhub.countEvents(orgId, s.appId, ['page', CONVERSION_EVENT]) : {};
      const views = counts.page ?? 0;
      const conversions = counts[CONVERSION_EVENT] ?? 0;
      out.set(s.id, {
        leads_generated: num(leads.find((l) => l.websiteId === s.id)?.n ?? 0),
        page_views: views,
        conversion_rate: views ? Math.round((conversions / views) * 1000) / 10 : 0,
      });
    }
    return out;
  };
}
