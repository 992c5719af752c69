import { bool, conflict, forOrg, fromBool, fromJson, notFound, num, toIso, toJson } from '@ecohub/core';
import type { Insertable, Selectable, Updateable } from 'kysely';
import {
  APP_CHANGED_CHANNEL,
  type AppChanged,
  type AppInput,
  type AppPatch,
  type AppSummary,
  type AppWithSecret,
  appInputSchema,
  type EcosystemApp,
  type ResolvedApp,
  SECRET_OVERLAP_MS,
} from '../../shared/index.ts';
import type { EcosystemTables } from '../db.ts';
import type { EcosystemHub } from '../hub.ts';
import { newAppId, newPublishableKey, newSigningSecret, slugify } from './keys.ts';

type AppTable = EcosystemTables['ecosystemApps'];
/** A stored application, secrets included: never answered as such. */
export type AppRow = Selectable<AppTable>;

export const cents = (dollars: number): number => Math.round(dollars * 100);
export const dollars = (minor: unknown): number => Number(minor ?? 0) / 100;

/** A stored row as the API shows it: never the secrets. */
export function toApp(r: AppRow): EcosystemApp {
  const pricing = {
    monthly: dollars(r.monthlyPrice),
    annual: dollars(r.annualPrice),
    lifetime: dollars(r.lifetimePrice),
    oneTime: dollars(r.oneTimePrice),
  };
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    url: r.url,
    description: r.description,
    category: r.dashboardCategory,
    appCategory: r.appCategory,
    catalogueCategory: r.catalogueCategory ?? null,
    logo: r.logo,
    features: fromJson<string[]>(r.features, []),
    benefits: fromJson<string[]>(r.benefits, []),
    pricing: { free: Object.values(pricing).every((v) => v === 0), ...pricing },
    pricing_tier: r.pricingTier,
    white_label_ready: bool(r.whiteLabelReady),
    super_admin_access: bool(r.superAdminAccess),
    published: bool(r.published),
    allowedOrigins: fromJson<string[]>(r.allowedOrigins, []),
    publishableKey: r.publishableKey,
    secretRotatedAt: r.secretRotatedAt ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Column values of the fields a create or edit sets (undefined ones are left out). */
function columns(v: Partial<ReturnType<typeof appInputSchema.parse>>): Updateable<AppTable> {
  const price = (p: number | undefined) => (p === undefined ? undefined : cents(p));
  const flag = (b: boolean | undefined) => (b === undefined ? undefined : fromBool(b));
  const out: Updateable<AppTable> = {
    name: v.name,
    slug: v.slug,
    url: v.url,
    description: v.description,
    appCategory: v.appCategory,
    dashboardCategory: v.category,
    catalogueCategory: v.catalogueCategory,
    logo: v.logo,
    features: v.features && toJson(v.features),
    benefits: v.benefits && toJson(v.benefits),
    monthlyPrice: price(v.pricing?.monthly),
    annualPrice: price(v.pricing?.annual),
    lifetimePrice: price(v.pricing?.lifetime),
    oneTimePrice: price(v.pricing?.oneTime),
    pricingTier: v.pricing_tier,
    whiteLabelReady: flag(v.white_label_ready),
    superAdminAccess: flag(v.super_admin_access),
    published: flag(v.published),
    allowedOrigins: v.allowedOrigins && toJson([...new Set(v.allowedOrigins)]),
  };
  for (const k of Object.keys(out) as Array<keyof typeof out>) if (out[k] === undefined) delete out[k];
  return out;
}

function signingSecrets(r: AppRow, now: Date): string[] {
  const out = [r.signingSecret];
  if (r.previousSecret && r.previousSecretExpiresAt && Date.parse(r.previousSecretExpiresAt) > now.getTime())
    out.push(r.previousSecret);
  return out;
}

function toResolved(r: AppRow, now: Date): ResolvedApp {
  return {
    id: r.id,
    orgId: r.orgId,
    slug: r.slug,
    name: r.name,
    url: r.url,
    allowedOrigins: fromJson<string[]>(r.allowedOrigins, []),
    publishableKey: r.publishableKey,
    signingSecrets: signingSecrets(r, now),
  };
}

const isUniqueViolation = (err: unknown): boolean =>
  /unique|duplicate key/i.test(String((err as Error)?.message ?? ''));

/** The URLs of an organisation's apps (the auth-status tab's connect-src). */
export async function appUrls(hub: EcosystemHub, orgId: string): Promise<string[]> {
  const rows = await forOrg(hub.db, orgId)
    .selectFrom('ecosystemApps')
    .select('url')
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.url);
}

/**
 * The application registry, built once in `setup`. Every read and write goes through
 * `forOrg`, except `resolve` and `resolveByPublishableKey`: app ids and publishable keys are
 * unique across organisations, and the signed callers they serve do not know the organisation yet.
 */
export function registry(hub: EcosystemHub) {
  const { db, clock } = hub;
  /** Every hub process's caches of the app drop it (a secret, URL or origin works, or stops, at once). */
  const changed = (a: { id: string; publishableKey: string }) =>
    hub.broadcast.publish(APP_CHANGED_CHANNEL, {
      id: a.id,
      publishableKey: a.publishableKey,
    } satisfies AppChanged);

  async function uniqueSlug(orgId: string, base: string): Promise<string> {
    const rows = await forOrg(db, orgId).selectFrom('ecosystemApps').select('slug').execute();
    const taken = new Set(rows.map((r) => r.slug));
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) {
      const s = `${base.slice(0, 60)}-${i}`;
      if (!taken.has(s)) return s;
    }
  }

  const api = {
    async list(orgId: string): Promise<EcosystemApp[]> {
      const rows = await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .selectAll()
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(toApp);
    },

    async count(orgId: string): Promise<number> {
      const row = await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return num(row?.n);
    },

    /** By public id or by slug, inside the organisation only (another org's app is a 404). */
    async row(orgId: string, idOrSlug: string): Promise<AppRow> {
      const row = await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
        .executeTakeFirst();
      if (!row) throw notFound('Application not found');
      return row;
    },

    async get(orgId: string, idOrSlug: string): Promise<EcosystemApp> {
      return toApp(await api.row(orgId, idOrSlug));
    },

    async create(orgId: string, input: AppInput): Promise<AppWithSecret> {
      const v = appInputSchema.parse(input);
      const now = toIso(clock.now());
      const slug = v.slug ?? (await uniqueSlug(orgId, slugify(v.name)));
      const last = await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirst();
      const secret = newSigningSecret();
      const row: Omit<AppRow, 'orgId'> = {
        id: newAppId(),
        name: v.name,
        slug,
        url: v.url,
        description: v.description,
        appCategory: v.appCategory,
        dashboardCategory: v.category,
        catalogueCategory: v.catalogueCategory,
        logo: v.logo,
        features: toJson(v.features),
        benefits: toJson(v.benefits),
        monthlyPrice: cents(v.pricing.monthly),
        annualPrice: cents(v.pricing.annual),
        lifetimePrice: cents(v.pricing.lifetime),
        oneTimePrice: cents(v.pricing.oneTime),
        pricingTier: v.pricing_tier,
        whiteLabelReady: fromBool(v.white_label_ready),
        superAdminAccess: fromBool(v.super_admin_access),
        published: fromBool(v.published),
        allowedOrigins: toJson([...new Set(v.allowedOrigins)]),
        position: Number(last?.max ?? -1) + 1,
        publishableKey: newPublishableKey(),
        signingSecret: secret,
        previousSecret: null,
        previousSecretExpiresAt: null,
        secretRotatedAt: null,
        createdAt: now,
        updatedAt: now,
      } satisfies Omit<Insertable<AppTable>, 'orgId'>;
      try {
        await forOrg(db, orgId).insertInto('ecosystemApps', row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`An application with the slug '${slug}' already exists`);
        throw err;
      }
      changed(row);
      return { app: toApp({ ...row, orgId }), signingSecret: secret, publishableKey: row.publishableKey };
    },

    async update(orgId: string, idOrSlug: string, patch: AppPatch): Promise<EcosystemApp> {
      const row = await api.row(orgId, idOrSlug);
      try {
        await forOrg(db, orgId)
          .updateTable('ecosystemApps')
          .set({ ...columns(patch as never), updatedAt: toIso(clock.now()) })
          .where('id', '=', row.id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`An application with the slug '${patch.slug}' already exists`);
        throw err;
      }
      changed(row);
      return api.get(orgId, row.id);
    },

    /** A new secret answered once; the old one is still accepted for SECRET_OVERLAP_MS. */
    async rotateSecret(orgId: string, idOrSlug: string): Promise<AppWithSecret> {
      const row = await api.row(orgId, idOrSlug);
      const now = clock.now();
      const secret = newSigningSecret();
      const expires = toIso(new Date(now.getTime() + SECRET_OVERLAP_MS));
      await forOrg(db, orgId)
        .updateTable('ecosystemApps')
        .set({
          signingSecret: secret,
          previousSecret: row.signingSecret,
          previousSecretExpiresAt: expires,
          secretRotatedAt: toIso(now),
          updatedAt: toIso(now),
        })
        .where('id', '=', row.id)
        .execute();
      changed(row);
      const app = await api.get(orgId, row.id);
      return {
        app,
        signingSecret: secret,
        publishableKey: app.publishableKey,
        previousSecretExpiresAt: expires,
      };
    },

    // Across organisations on purpose: a public app id is unique everywhere.
    async resolve(appId: string): Promise<ResolvedApp | null> {
      const r = await db.selectFrom('ecosystemApps').selectAll().where('id', '=', appId).executeTakeFirst();
      return r ? toResolved(r, clock.now()) : null;
    },

    // Across organisations on purpose: a publishable key is unique everywhere.
    async resolveByPublishableKey(pk: string): Promise<ResolvedApp | null> {
      const r = await db
        .selectFrom('ecosystemApps')
        .selectAll()
        .where('publishableKey', '=', pk)
        .executeTakeFirst();
      return r ? toResolved(r, clock.now()) : null;
    },

    async summaries(orgId: string): Promise<AppSummary[]> {
      return (await api.list(orgId)).map(({ id, slug, name, url, category }) => ({
        id,
        slug,
        name,
        url,
        category,
      }));
    },
  };
  return api;
}

export type Registry = ReturnType<typeof registry>;
