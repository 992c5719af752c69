import type { HubContext } from '@ecohub/core';
import { toIso } from '@ecohub/core';
import { type ContentService, contentService } from '@ecohub/plugin-content/shared';
import { type ContactPerson, crmService } from '@ecohub/plugin-crm/shared';
import { type CrossSellEntry, type EcosystemApp, ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { type EventFact, superhubService } from '@ecohub/plugin-superhub/shared';
import { EVIDENCE_DAYS } from '../../shared/index.ts';

const DAY = 86_400_000;

/** Everything an organisation's cross-sales figures are computed from, read through the peers' services. */
export interface Evidence {
  now: Date;
  apps: EcosystemApp[];
  matrix: CrossSellEntry[];
  contacts: ContactPerson[];
  /** The apps' events of the last EVIDENCE_DAYS days, newest first. */
  events: EventFact[];
  /** Published articles each app received (content plugin, when enabled), newest first. */
  articles: Article[];
}

/** A published content item and an app it was delivered to. */
export interface Article {
  appId: string;
  title: string;
  slug: string;
  publishedAt: string;
}

/** The articles delivered to the organisation's apps, newest first (none without the content plugin). */
async function articlesOf(content: ContentService | undefined, orgId: string): Promise<Article[]> {
  if (!content) return [];
  const items = await content.published(orgId);
  return items.flatMap((i) =>
    i.deliveries
      .filter((d) => d.ok)
      .map((d) => ({ appId: d.appId, title: i.title, slug: i.slug, publishedAt: i.publishedAt })),
  );
}

export type EvidenceSource = (orgId: string) => Promise<Evidence>;

/** Reads the evidence of one organisation from ecosystem, the CRM and the SuperHub. */
export function evidenceSource(hub: HubContext): EvidenceSource {
  const eco = hub.use(ecosystemService);
  const crm = hub.use(crmService);
  const superhub = hub.use(superhubService);
  const content = hub.tryUse(contentService);
  return async (orgId) => {
    const now = hub.clock.now();
    await superhub.settled();
    const [apps, matrix, contacts, events, articles] = await Promise.all([
      eco.apps.details(orgId),
      eco.crossSells.list(orgId),
      crm.contacts.people(orgId),
      superhub.events(orgId, { since: toIso(new Date(now.getTime() - EVIDENCE_DAYS * DAY)) }),
      articlesOf(content, orgId),
    ]);
    return { now, apps, matrix, contacts, events, articles };
  };
}

/** The app a CRM contact came from: its source names the app (name or slug, any case). */
export function appIndex(apps: EcosystemApp[]) {
  const byKey = new Map<string, EcosystemApp>();
  for (const a of apps) {
    byKey.set(a.name.trim().toLowerCase(), a);
    byKey.set(a.slug.toLowerCase(), a);
  }
  const byId = new Map(apps.map((a) => [a.id, a]));
  return {
    byId,
    /** By id, slug or name. */
    find: (ref: string): EcosystemApp | undefined => byId.get(ref) ?? byKey.get(ref.trim().toLowerCase()),
  };
}

/** Dollars: the cheapest and dearest non-zero price of an app's catalogue entry. */
export function priceRange(app: EcosystemApp): [number, number] {
  const p = [app.pricing.monthly, app.pricing.annual, app.pricing.lifetime, app.pricing.oneTime].filter(
    (x) => x > 0,
  );
  return p.length ? [Math.min(...p), Math.max(...p)] : [0, 0];
}

/** Dollars a customer is worth a year: 12 months, else the annual, lifetime or one-time price. */
export function yearlyValue(app: EcosystemApp): number {
  const p = app.pricing;
  return p.monthly > 0 ? p.monthly * 12 : p.annual || p.lifetime || p.oneTime;
}
