import { badRequest, type FieldIssue } from '@ecohub/core';
import {
  INDUSTRY_FACTOR_PCT,
  isCountyWide,
  LOCAL_ADDONS,
  type LocalBusinessCheckout,
  localBusinessPricing,
  localBusinessRates,
  type ReossCheckout,
  reossPricing,
  reossRates,
  zipCount,
} from '../../shared/index.ts';
import type { LineItem } from '../billing/types.ts';
import type { CatalogueRow } from '../catalogue/service.ts';

/** Never trusts a total from the browser: recomputes it, and any difference is a 400 naming the fields. */
function compare<T extends object>(sent: T, computed: T, prefix: string): void {
  const issues: FieldIssue[] = [];
  for (const [k, v] of Object.entries(computed)) {
    if ((sent as Record<string, unknown>)[k] !== v)
      issues.push({ path: `${prefix}.${k}`, message: `Expected ${v}, the current price` });
  }
  if (issues.length)
    throw badRequest(
      'The prices have changed or do not match the selection: recalculate and try again',
      issues,
    );
}

function require(
  items: CatalogueRow[],
  kind: CatalogueRow['kind'],
  code: string,
  path: string,
): CatalogueRow {
  const item = items.find((i) => i.kind === kind && i.code === code && i.active);
  if (!item) throw badRequest('This option is not on sale', [{ path, message: `Unknown option ${code}` }]);
  return item;
}

const line = (item: CatalogueRow, amount = item.amount, name = item.name): LineItem => ({
  name,
  amount,
  interval: item.interval,
  providerPriceId: amount === item.amount && name === item.name ? item.stripePriceId : null,
});

export function localBusinessQuote(items: CatalogueRow[], body: LocalBusinessCheckout) {
  const exposure = require(items, 'lb_exposure', body.exposureLevel, 'exposureLevel');
  const chosen = [...LOCAL_ADDONS, 'coBrandedPage' as const].filter((a) => body.addons[a]);
  const addonItems = chosen.map((a) => require(items, 'lb_addon', a, `addons.${a}`));
  const pricing = localBusinessPricing(localBusinessRates(items), body);
  compare(body.pricing, pricing, 'pricing');
  const zips = zipCount(body.zipCodes);
  const factor = INDUSTRY_FACTOR_PCT[body.naicsCode] / 100;
  const lines: LineItem[] = [
    line(exposure, pricing.monthlyBase, `${exposure.name} (${body.naicsCode.replace('_', ' ')} × ${factor})`),
  ];
  if (pricing.zipFees > 0)
    lines.push({
      name: isCountyWide(zips) ? 'County-wide coverage' : `${zips} ZIP codes`,
      amount: pricing.zipFees,
      interval: 'month',
      providerPriceId: null,
    });
  for (const a of addonItems) lines.push(line(a));
  return { pricing, lines, addons: chosen as string[] };
}

export function reossQuote(items: CatalogueRow[], body: ReossCheckout) {
  const tier = require(items, 'reoss_tier', body.tier, 'tier');
  const addonItems = body.addons.map((a, i) => require(items, 'reoss_addon', a, `addons.${i}`));
  const pricing = reossPricing(reossRates(items), body.tier, body.addons);
  compare(body.pricing, pricing, 'pricing');
  return { pricing, lines: [line(tier), ...addonItems.map((a) => line(a))] };
}
