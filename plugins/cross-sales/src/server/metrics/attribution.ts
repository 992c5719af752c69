import type { EventFact } from '@ecohub/plugin-superhub/shared';
import { ATTRIBUTION_KEY, PAYMENT_EVENT, SIGNUP_EVENT, WIDGET_EVENTS } from '../../shared/index.ts';

/** One signup or purchase in a target app that a source app's cross-sell placement led to. */
export interface Conversion {
  kind: 'signup' | 'purchase';
  sourceAppId: string;
  targetAppId: string;
  user: string | null;
  /** Minor units (purchases). */
  amount: number;
}

/** Widget events and conversions of an organisation's event stream. */
export interface Attribution {
  impressions: Array<{ sourceAppId: string; targetAppId: string }>;
  clicks: Array<{ sourceAppId: string; targetAppId: string }>;
  conversions: Conversion[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Reads the funnel out of the events: the SDK widget's `cross_sell.impression` / `.click` (sent by
 * the source app's page, `data.target` naming the offered app), then the conversion link — an event
 * of the target app that carries `data.xs` (the tracker adds it after a visitor arrived through an
 * offer) marks that user as brought by the source app; that user's `user.signup` and signed
 * `payment.succeeded` events in the target app are that source's signups and purchases. A
 * `payment.succeeded` may also carry `xs` itself. Revenue only ever comes from signed server events.
 */
export function attribute(events: EventFact[], appIds: Set<string>): Attribution {
  const impressions: Attribution['impressions'] = [];
  const clicks: Attribution['clicks'] = [];
  // (target app, user) → source app: the oldest attributed event wins (events are newest first).
  const brought = new Map<string, string>();
  for (const e of events) {
    const xs = str(e.data[ATTRIBUTION_KEY]);
    if (xs && e.user && xs !== e.appId && appIds.has(xs)) brought.set(`${e.appId}\n${e.user}`, xs);
  }
  const conversions: Conversion[] = [];
  for (const e of events) {
    if (e.event === WIDGET_EVENTS.impression || e.event === WIDGET_EVENTS.click) {
      const target = str(e.data.target);
      if (!target || !appIds.has(target) || target === e.appId) continue;
      (e.event === WIDGET_EVENTS.click ? clicks : impressions).push({
        sourceAppId: e.appId,
        targetAppId: target,
      });
      continue;
    }
    const isSignup = e.event === SIGNUP_EVENT;
    const isPurchase = e.event === PAYMENT_EVENT && e.source === 'server' && e.status === 'ok';
    if (!isSignup && !isPurchase) continue;
    const own = str(e.data[ATTRIBUTION_KEY]);
    const source =
      (own && own !== e.appId && appIds.has(own) ? own : null) ??
      (e.user ? brought.get(`${e.appId}\n${e.user}`) : undefined);
    if (!source) continue;
    const amount = isPurchase && typeof e.data.amount === 'number' && e.data.amount > 0 ? e.data.amount : 0;
    conversions.push({
      kind: isSignup ? 'signup' : 'purchase',
      sourceAppId: source,
      targetAppId: e.appId,
      user: e.user,
      amount: Math.round(amount),
    });
  }
  return { impressions, clicks, conversions };
}

/** Dollars of purchases attributed to `source → target` (either side optional). */
export function attributedRevenue(a: Attribution, source?: string, target?: string): number {
  let cents = 0;
  for (const c of a.conversions)
    if (
      c.kind === 'purchase' &&
      (!source || c.sourceAppId === source) &&
      (!target || c.targetAppId === target)
    )
      cents += c.amount;
  return cents / 100;
}
