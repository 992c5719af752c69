import { bool, fromBool, fromJson, toIso, toJson } from '@ecohub/core';
import type { Selectable, Updateable } from 'kysely';
import type { CatalogueItem, CatalogueKind, CatalogueUpdate, ProviderProduct } from '../../shared/index.ts';
import { priceIdOf } from '../../shared/index.ts';
import type { PricingTables } from '../db.ts';
import type { PricingHub } from '../hub.ts';

export interface CatalogueRow extends CatalogueItem {
  stripeProductId: string | null;
  stripePriceId: string | null;
  updatedAt: string;
}

const toItem = (r: Selectable<PricingTables['billingCatalogue']>): CatalogueRow => ({
  id: r.id,
  kind: r.kind as CatalogueKind,
  code: r.code,
  name: r.name,
  description: r.description,
  amount: Number(r.amount),
  currency: r.currency,
  interval: r.interval as CatalogueRow['interval'],
  popular: bool(r.popular),
  contactSales: bool(r.contactSales),
  features: fromJson<string[]>(r.features, []),
  limits: fromJson(r.limits, { contacts: null, users: null, storageBytes: null }),
  sort: Number(r.sort),
  active: bool(r.active),
  stripeProductId: r.stripeProductId ?? null,
  stripePriceId: r.stripePriceId ?? null,
  updatedAt: r.updatedAt,
});

/** Public view: never the provider ids. */
export const publicItem = ({
  stripeProductId,
  stripePriceId,
  updatedAt,
  ...item
}: CatalogueRow): CatalogueItem => item;

/**
 * The catalogue (plans, add-ons, calculator products, REOSS tiers): platform-wide, edited by super
 * admins, so its queries use `hub.db` (the table has no `orgId`). Built once, in setup.
 */
export function catalogueService(hub: PricingHub) {
  const db = hub.db;
  const service = {
    async list(opts: { activeOnly?: boolean } = {}): Promise<CatalogueRow[]> {
      let q = db.selectFrom('billingCatalogue').selectAll().orderBy('sort');
      if (opts.activeOnly) q = q.where('active', '=', 1);
      return (await q.execute()).map(toItem);
    },
    async get(id: string): Promise<CatalogueRow | null> {
      const r = await db.selectFrom('billingCatalogue').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toItem(r) : null;
    },
    async byCode(kind: CatalogueKind, code: string): Promise<CatalogueRow | null> {
      const r = await db
        .selectFrom('billingCatalogue')
        .selectAll()
        .where('kind', '=', kind)
        .where('code', '=', code)
        .executeTakeFirst();
      return r ? toItem(r) : null;
    },
    /** A hub plan or add-on by the price id the browser sends. */
    async byPriceId(priceId: string): Promise<CatalogueRow | null> {
      const items = await service.list({ activeOnly: true });
      return items.find((i) => (i.kind === 'plan' || i.kind === 'addon') && priceIdOf(i) === priceId) ?? null;
    },
    async update(id: string, patch: CatalogueUpdate): Promise<CatalogueRow | null> {
      const set: Updateable<PricingTables['billingCatalogue']> = { updatedAt: toIso(hub.clock.now()) };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.amount !== undefined) {
        set.amount = patch.amount;
        set.stripePriceId = null; // a new amount needs a new provider price
      }
      if (patch.popular !== undefined) set.popular = fromBool(patch.popular);
      if (patch.active !== undefined) set.active = fromBool(patch.active);
      if (patch.features !== undefined) set.features = toJson(patch.features);
      if (patch.limits !== undefined) set.limits = toJson(patch.limits);
      const res = await db.updateTable('billingCatalogue').set(set).where('id', '=', id).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return null;
      return service.get(id);
    },
    async setStripeIds(id: string, productId: string, priceId: string): Promise<void> {
      await db
        .updateTable('billingCatalogue')
        .set({ stripeProductId: productId, stripePriceId: priceId })
        .where('id', '=', id)
        .execute();
    },
    /** Hub plans and add-ons as the provider lists them (GET /api/stripe/products). */
    async products(): Promise<ProviderProduct[]> {
      const items = await service.list({ activeOnly: true });
      return items
        .filter((i) => i.kind === 'plan' || i.kind === 'addon')
        .map((i) => ({
          id: i.id,
          name: i.name,
          description: i.description,
          metadata: {
            popular: i.popular ? 'true' : 'false',
            kind: i.kind,
            contactSales: i.contactSales ? 'true' : 'false',
          },
          features: i.features,
          prices: [{ id: priceIdOf(i), amount: i.amount, currency: i.currency, interval: i.interval }],
        }));
    },
  };
  return service;
}

export type CatalogueService = ReturnType<typeof catalogueService>;
