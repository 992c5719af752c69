import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import type { Cell } from './buffer.ts';
import { searchTermOf, sourceOfVisit } from './classify.ts';
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
 * What one received event adds to the rollups, passed to `count` row by row (no objects built per
 * event) of the event's site and day. `visitor` is the cookieless visitor id (rollups/visitor.ts). Revenue comes only from
 * signed server events (a browser script can claim anything) and signed-in users only from them
 * too, like superhub's own activity counting.
 */
export function countEvent(e: EventReceived, visitor: string, cell: Cell): void {
  if (e.event === 'page') {
    const d = e.data;
    const url = str(d.url);
    const path = str(d.path) ?? (url ? safePath(url) : '/');
    cell.count(DIM.site, '', 1, 0, visitor);
    cell.count(DIM.page, path, 1, 0);
    const referrer = str(d.referrer);
    const source = sourceOfVisit(url, referrer, str(d.utm_source), str(d.utm_medium));
    if (source) {
      cell.count(DIM.source, source, 1, 0);
      const term = source === 'organic' || source === 'paid' ? searchTermOf(referrer, str(d.utm_term)) : null;
      if (term) cell.count(DIM.search, term, 1, 0);
      const campaign = str(d.utm_campaign);
      if (campaign) cell.count(DIM.utm, campaign.slice(0, 200), 1, 0);
    }
  } else if (e.event !== 'identify' && e.status === 'ok') {
    const signed = e.source === 'server';
    const amount =
      signed && e.event === PAYMENT && Number.isInteger(e.data.amount) ? Number(e.data.amount) : 0;
    cell.count(DIM.event, e.event.slice(0, 200), 1, amount, visitor);
    if (amount > 0) cell.count(DIM.site, '', 0, amount);
  }
  if (e.user && e.source === 'server') cell.count(DIM.user, '', 1, 0, e.user);
}

const PATH = /^[a-z]+:\/\/[^/?#]*([^?#]*)/i;
const safePath = (url: string): string => PATH.exec(url)?.[1] || '/';
