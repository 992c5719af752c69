import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { classifyVisit, searchTermOf } from './classify.ts';
import { DIM, type Dimension } from './dimensions.ts';

/** One change to one rollup row. */
export interface Increment {
  orgId: string;
  siteId: string;
  day: string;
  dimension: Dimension;
  key: string;
  hits: number;
  revenue: number;
  /** Added to the row's sketch. */
  distinct?: string;
}

/** Signed sibling-app payments (superhub's PAYMENT_EVENT): `{ amount (minor units) }`. */
const PAYMENT = 'payment.succeeded';
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 500) : undefined);

/**
 * What one received event adds to the rollups. `visitor` is the cookieless visitor id (rollups/visitor.ts).
 * Revenue comes only from signed server events (a browser script can claim anything) and signed-in
 * users only from them too, like superhub's own activity counting.
 */
export function incrementsOf(e: EventReceived, visitor: string): Increment[] {
  const base = { orgId: e.orgId, siteId: e.appId, day: e.occurredAt.slice(0, 10), hits: 1, revenue: 0 };
  const out: Increment[] = [];
  if (e.event === 'page') {
    const d = e.data;
    const path = str(d.path) ?? (str(d.url) ? safePath(str(d.url) as string) : '/');
    out.push({ ...base, dimension: DIM.site, key: '', distinct: visitor });
    out.push({ ...base, dimension: DIM.page, key: path });
    const source = classifyVisit({
      url: str(d.url),
      referrer: str(d.referrer),
      utmSource: str(d.utm_source),
      utmMedium: str(d.utm_medium),
    });
    if (source) out.push({ ...base, dimension: DIM.source, key: source });
    const term =
      source === 'organic' || source === 'paid' ? searchTermOf(str(d.referrer), str(d.utm_term)) : null;
    if (term) out.push({ ...base, dimension: DIM.search, key: term });
    const campaign = str(d.utm_campaign);
    if (source && campaign) out.push({ ...base, dimension: DIM.utm, key: campaign.slice(0, 200) });
  } else if (e.event !== 'identify' && e.status === 'ok') {
    const signed = e.source === 'server';
    const amount =
      signed && e.event === PAYMENT && Number.isInteger(e.data.amount) ? Number(e.data.amount) : 0;
    out.push({
      ...base,
      dimension: DIM.event,
      key: e.event.slice(0, 200),
      revenue: amount,
      distinct: visitor,
    });
    if (amount > 0) out.push({ ...base, dimension: DIM.site, key: '', hits: 0, revenue: amount });
  }
  if (e.user && e.source === 'server')
    out.push({ ...base, hits: 1, dimension: DIM.user, key: '', distinct: e.user });
  return out;
}

const PATH = /^[a-z]+:\/\/[^/?#]*([^?#]*)/i;
const safePath = (url: string): string => PATH.exec(url)?.[1] || '/';
