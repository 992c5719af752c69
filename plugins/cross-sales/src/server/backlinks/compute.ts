import { type BacklinksResponse, type ContentPiece, PAGE_EVENTS, TARGET_CTR } from '../../shared/index.ts';
import { appIndex, type Evidence } from '../data/evidence.ts';
import type { Attribution } from '../metrics/attribution.ts';
import { ctrOf } from '../metrics/compute.ts';

const DAY = 86_400_000;
const TRAFFIC_DAYS = 30;

/**
 * The Backlinks tab: one content piece per sales-matrix entry — a link from the source app's page
 * (the entry's placement) to the target app. Expected traffic is the source app's page views over
 * the last 30 days; conversion potential is the pair's measured click-through (clicks over
 * impressions), else the low end of the 5–8 % target; revenue = traffic × potential × the target's
 * monthly price. Without tracked pages the traffic and revenue are 0: no figure is invented. Where the
 * source app has received published articles (content plugin), the newest one is the placement: a
 * link in real content, the backlink itself.
 */
export function computeBacklinks(ev: Evidence, a: Attribution): BacklinksResponse {
  const idx = appIndex(ev.apps);
  const since = new Date(ev.now.getTime() - TRAFFIC_DAYS * DAY).toISOString();
  const views = new Map<string, number>();
  for (const e of ev.events)
    if ((PAGE_EVENTS as readonly string[]).includes(e.event) && e.occurredAt >= since)
      views.set(e.appId, (views.get(e.appId) ?? 0) + 1);
  const pieces: ContentPiece[] = [];
  for (const m of ev.matrix) {
    const from = idx.byId.get(m.sourceAppId);
    const to = idx.byId.get(m.targetAppId);
    if (!from || !to) continue;
    const shown = a.impressions.filter((x) => x.sourceAppId === from.id && x.targetAppId === to.id).length;
    const clicked = a.clicks.filter((x) => x.sourceAppId === from.id && x.targetAppId === to.id).length;
    const conversionPotential =
      shown > 0 ? Math.round((clicked / shown) * 1000) / 1000 : TARGET_CTR.min / 100;
    const expectedTraffic = views.get(from.id) ?? 0;
    const article = ev.articles.find((x) => x.appId === from.id);
    pieces.push({
      sourceApp: from.name,
      targetApp: to.name,
      placement: article
        ? `Article "${article.title}" (/${article.slug})`
        : m.placement || `${from.name} pages`,
      description: `${m.context}${m.incentive ? ` — ${m.incentive}` : ''}`,
      metrics: {
        expectedTraffic,
        conversionPotential,
        estimatedRevenue: Math.round(expectedTraffic * conversionPotential * to.pricing.monthly * 100) / 100,
      },
    });
  }
  pieces.sort(
    (x, y) =>
      y.metrics.estimatedRevenue - x.metrics.estimatedRevenue || x.sourceApp.localeCompare(y.sourceApp),
  );
  const sources = new Set(pieces.map((p) => p.sourceApp));
  const ctr = ctrOf(a);
  const implementationGuide = pieces.length
    ? [
        `Embed the cross-sell snippet (<ecohub-cross-sell>) on the ${sources.size} apps with sales-matrix targets: ${[...sources].join(', ')}.`,
        ...pieces.slice(0, 5).map((p) => `Link ${p.sourceApp} → ${p.targetApp} from ${p.placement}.`),
        `Keep the offer links as the widget renders them: their ?xs= parameter attributes signups and purchases to the source app.`,
        `Aim for a click-through rate of ${TARGET_CTR.min}–${TARGET_CTR.max} %${ctr === null ? ' (no impressions tracked yet)' : ` (now ${ctr} %)`}.`,
      ]
    : ['Add targets to the sales matrix: each entry becomes a placement and a content piece here.'];
  return { implementationGuide, contentPieces: pieces };
}
