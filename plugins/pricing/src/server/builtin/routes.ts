import {
  forOrg,
  fromJson,
  type HubApp,
  notFound,
  principalOf,
  readBody,
  requirePermission,
  validate,
} from '@ecohub/core';
import { html } from 'hono/html';
import type { Selectable } from 'kysely';
import { cardFormSchema, checkoutIdParam, formatUsd } from '../../shared/index.ts';
import type { FulfilmentService } from '../billing/fulfilment.ts';
import type { LineItem } from '../billing/types.ts';
import type { PricingTables } from '../db.ts';
import type { PricingHub } from '../hub.ts';
import { BUILTIN_SESSION_PREFIX } from './provider.ts';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/**
 * A checkout id (newId: a UUID). Wider than a UUID on purpose, so that a malformed id still reaches
 * the validator (400 'Unknown checkout'); a static `/checkout/<word>` registered after these routes
 * would be refused by the host at start (register it first).
 */
const CHECKOUT_ID = ':id{[0-9a-z-]+}';

type CheckoutRow = Pick<
  Selectable<PricingTables['billingCheckouts']>,
  'id' | 'orgId' | 'items' | 'trialDays' | 'monthlyAmount' | 'oneTimeAmount' | 'status' | 'providerSessionId'
>;

/**
 * The built-in provider's hosted checkout: server-rendered HTML with a plain form posting back (the
 * CSP allows no inline script). Only members of the buying organisation holding the permission that
 * started it (`billing:manage`, as every checkout route) can open or complete it.
 */
export function hostedCheckoutRoutes(app: HubApp, hub: PricingHub, fulfilment: FulfilmentService): void {
  const load = async (c: Parameters<typeof principalOf>[0], id: string): Promise<CheckoutRow> => {
    const row = await forOrg(hub.db, principalOf(c).orgId)
      .selectFrom('billingCheckouts')
      .selectAll()
      .where('id', '=', id)
      .where('provider', '=', 'builtin')
      .executeTakeFirst();
    if (!row) throw notFound('Checkout not found');
    return row;
  };

  app.get(
    `/checkout/${CHECKOUT_ID}`,
    requirePermission('billing:manage'),
    validate('param', checkoutIdParam),
    async (c) => {
      const co = await load(c, c.req.valid('param').id);
      return c.html(page(co, null), co.status === 'open' ? 200 : 410);
    },
  );

  app.post(
    `/checkout/${CHECKOUT_ID}`,
    requirePermission('billing:manage'),
    validate('param', checkoutIdParam),
    async (c) => {
      const co = await load(c, c.req.valid('param').id);
      if (co.status !== 'open') return c.html(page(co, null), 410);
      const form = cardFormSchema.safeParse(
        Object.fromEntries(new URLSearchParams((await readBody(c)).text)),
      );
      if (!form.success)
        return c.html(page(co, form.error.issues[0]?.message ?? 'Check the card details'), 400);
      const card = form.data;
      const dueNow = dueToday(co);
      const cardNeeded = dueNow > 0;
      if (card.cardNumber === '') {
        if (cardNeeded) return c.html(page(co, 'Enter a card number'), 400);
      } else {
        if (card.cardNumber === TEST_CARDS.declined) return c.html(page(co, 'Your card was declined.'), 402);
        if (card.cardNumber !== TEST_CARDS.success)
          return c.html(
            page(co, 'Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.'),
            400,
          );
        if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry))
          return c.html(page(co, 'Enter the expiry date as MM/YY'), 400);
        if (!/^\d{3,4}$/.test(card.cvc)) return c.html(page(co, 'Enter the 3 or 4 digit security code'), 400);
      }
      // The same path a Stripe webhook drives: one event id per checkout, processed once.
      await fulfilment.process({
        id: `evt_hub_${co.id}`,
        provider: 'builtin',
        event: {
          type: 'checkout.completed',
          checkoutId: co.id,
          customerId: `cus_hub_${co.orgId.replace(/-/g, '')}`,
          subscriptionId: Number(co.monthlyAmount) > 0 ? `sub_hub_${co.id.replace(/-/g, '')}` : null,
          amountPaid: dueNow,
          paymentRef: `pay_hub_${co.id}`,
          cardLast4: card.cardNumber ? card.cardNumber.slice(-4) : null,
        },
      });
      const session = co.providerSessionId ?? `${BUILTIN_SESSION_PREFIX}${co.id.replace(/-/g, '')}`;
      return c.redirect(`/success?session_id=${encodeURIComponent(session)}`, 303);
    },
  );
}

/** Charged at checkout: one-time items always, the first month unless the plan starts with a trial. */
const dueToday = (co: CheckoutRow) =>
  Number(co.oneTimeAmount) + (Number(co.trialDays) > 0 ? 0 : Number(co.monthlyAmount));

function page(co: CheckoutRow, error: string | null) {
  const items = fromJson<LineItem[]>(co.items, []);
  const trial = Number(co.trialDays);
  const open = co.status === 'open';
  const due = dueToday(co);
  const cardOptional = due === 0;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>Checkout · Ecosystem Hub</title>
</head>
<body style="font-family: system-ui, sans-serif; background:#f8fafc; color:#0f172a; margin:0">
<main style="max-width:480px; margin:40px auto; background:#fff; border:1px solid #e2e8f0; border-radius:12px; padding:24px">
<h1 style="font-size:20px; margin:0 0 4px">Checkout</h1>
<p style="color:#64748b; margin:0 0 16px">Built-in test checkout of Ecosystem Hub</p>
<table style="width:100%; border-collapse:collapse" aria-label="Line items">
${items.map(
  (i) =>
    html`<tr><td style="padding:6px 0">${i.name}</td><td style="text-align:right">${formatUsd(i.amount, { cents: true })}${i.interval === 'month' ? ' / month' : ' one-time'}</td></tr>`,
)}
<tr style="border-top:1px solid #e2e8f0"><td style="padding:6px 0">Monthly total</td><td style="text-align:right" data-testid="monthly-total">${formatUsd(Number(co.monthlyAmount), { cents: true })}</td></tr>
<tr><td style="padding:6px 0"><strong>Due today</strong></td><td style="text-align:right" data-testid="due-today"><strong>${formatUsd(due, { cents: true })}</strong></td></tr>
</table>
${trial > 0 ? html`<p style="color:#047857">${trial}-day free trial: no card required. Cancel anytime.</p>` : ''}
${error ? html`<p role="alert" style="color:#b91c1c; font-weight:600">${error}</p>` : ''}
${
  open
    ? html`<form method="post" action="/checkout/${co.id}" style="display:grid; gap:10px; margin-top:12px">
<label>Name on card <input name="name" autocomplete="cc-name" style="width:100%; padding:8px"></label>
<label>Card number${cardOptional ? ' (optional during the trial)' : ''} <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" style="width:100%; padding:8px"></label>
<div style="display:flex; gap:10px">
<label style="flex:1">Expiry <input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" style="width:100%; padding:8px"></label>
<label style="flex:1">CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" style="width:100%; padding:8px"></label>
</div>
<button type="submit" style="padding:10px; background:#0f172a; color:#fff; border:0; border-radius:8px; font-size:16px">${due > 0 ? `Pay ${formatUsd(due, { cents: true })}` : 'Start free trial'}</button>
<p style="color:#64748b; font-size:13px; margin:0">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
</form>
<p><a href="/pricing">Cancel and go back</a></p>`
    : html`<p>This checkout is ${co.status}. <a href="/pricing">Back to pricing</a></p>`
}
</main>
</body>
</html>`;
}
