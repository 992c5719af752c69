import { bool, conflict, fromBool, fromJson, type HubContext, notFound, toIso, toJson } from '@ecohub/core';
import {
  type AppInput,
  type AppPatch,
  type AppSummary,
  type AppWithSecret,
  appInputSchema,
  type EcosystemApp,
  type ResolvedApp,
  SECRET_OVERLAP_MS,
} from '../../shared/index.ts';
import { newAppId, newPublishableKey, newSigningSecret, slugify } from './keys.ts';

export const cents = (dollars: number): number => Math.round(dollars * 100);
export const dollars = (minor: unknown): number => Number(minor ?? 0) / 100;

/** A stored row as the API shows it: never the secrets. */
export function toApp(r: any): EcosystemApp {
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

/** Column values of the fields a create or edit sets. */
function columns(v: Partial<ReturnType<typeof appInputSchema.parse>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const set = (k: string, val: unknown) => {
    if (val !== undefined) out[k] = val;
  };
  set('name', v.name);
  set('slug', v.slug);
  set('url', v.url);
  set('description', v.description);
  set('appCategory', v.appCategory);
  set('dashboardCategory', v.category);
  set('catalogueCategory', v.catalogueCategory);
  set('logo', v.logo);
  set('features', v.features && toJson(v.features));
  set('benefits', v.benefits && toJson(v.benefits));
  set('monthlyPrice', v.pricing?.monthly !== undefined ? cents(v.pricing.monthly) : undefined);
  set('annualPrice', v.pricing?.annual !== undefined ? cents(v.pricing.annual) : undefined);
  set('lifetimePrice', v.pricing?.lifetime !== undefined ? cents(v.pricing.lifetime) : undefined);
  set('oneTimePrice', v.pricing?.oneTime !== undefined ? cents(v.pricing.oneTime) : undefined);
  set('pricingTier', v.pricing_tier);
  set('whiteLabelReady', v.white_label_ready === undefined ? undefined : fromBool(v.white_label_ready));
  set('superAdminAccess', v.super_admin_access === undefined ? undefined : fromBool(v.super_admin_access));
  set('published', v.published === undefined ? undefined : fromBool(v.published));
  set('allowedOrigins', v.allowedOrigins && toJson([...new Set(v.allowedOrigins)]));
  return out;
}

function signingSecrets(r: any, now: Date): string[] {
  const out = [r.signingSecret as string];
  if (r.previousSecret && r.previousSecretExpiresAt && Date.parse(r.previousSecretExpiresAt) > now.getTime())
    out.push(r.previousSecret);
  return out;
}

function toResolved(r: any, now: Date): ResolvedApp {
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

/** The application registry: every read and write is scoped to one organisation. */
export function registry(hub: HubContext) {
  const { db, clock } = hub;

  async function uniqueSlug(orgId: string, base: string): Promise<string> {
    const taken = new Set(
      (await db.selectFrom('ecosystem_apps').select('slug').where('orgId', '=', orgId).execute()).map(
        (r) => r.slug as string,
      ),
    );
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) {
      const s = `${base.slice(0, 60)}-${i}`;
      if (!taken.has(s)) return s;
    }
  }

  const api = {
    async list(orgId: string): Promise<EcosystemApp[]> {
      const rows = await db
        .selectFrom('ecosystem_apps')
        .selectAll()
        .where('orgId', '=', orgId)
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(toApp);
    },

    /** By public id or by slug, inside the organisation only (another org's app is a 404). */
    async row(orgId: string, idOrSlug: string): Promise<any> {
      const row = await db
        .selectFrom('ecosystem_apps')
        .selectAll()
        .where('orgId', '=', orgId)
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
      const last = await db
        .selectFrom('ecosystem_apps')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('orgId', '=', orgId)
        .executeTakeFirst();
      const secret = newSigningSecret();
      const row = {
        id: newAppId(),
        orgId,
        ...columns({ ...v, slug }),
        position: Number(last?.max ?? -1) + 1,
        publishableKey: newPublishableKey(),
        signingSecret: secret,
        previousSecret: null,
        previousSecretExpiresAt: null,
        secretRotatedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await db.insertInto('ecosystem_apps').values(row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`An application with the slug '${slug}' already exists`);
        throw err;
      }
      return { app: toApp(row), signingSecret: secret, publishableKey: row.publishableKey };
    },

    async update(orgId: string, idOrSlug: string, patch: AppPatch): Promise<EcosystemApp> {
      const row = await api.row(orgId, idOrSlug);
      const set = columns(patch as never);
      try {
        await db
          .updateTable('ecosystem_apps')
          .set({ ...set, updatedAt: toIso(clock.now()) })
          .where('orgId', '=', orgId)
          .where('id', '=', row.id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`An application with the slug '${patch.slug}' already exists`);
        throw err;
      }
      return api.get(orgId, row.id);
    },

    /** A new secret answered once; the old one is still accepted for SECRET_OVERLAP_MS. */
    async rotateSecret(orgId: string, idOrSlug: string): Promise<AppWithSecret> {
      const row = await api.row(orgId, idOrSlug);
      const now = clock.now();
      const secret = newSigningSecret();
      const expires = toIso(new Date(now.getTime() + SECRET_OVERLAP_MS));
      await db
        .updateTable('ecosystem_apps')
        .set({
          signingSecret: secret,
          previousSecret: row.signingSecret,
          previousSecretExpiresAt: expires,
          secretRotatedAt: toIso(now),
          updatedAt: toIso(now),
        })
        .where('orgId', '=', orgId)
        .where('id', '=', row.id)
        .execute();
      const app = await api.get(orgId, row.id);
      return {
        app,
        signingSecret: secret,
        publishableKey: app.publishableKey,
        previousSecretExpiresAt: expires,
      };
    },

    async resolve(appId: string): Promise<ResolvedApp | null> {
      const r = await db.selectFrom('ecosystem_apps').selectAll().where('id', '=', appId).executeTakeFirst();
      return r ? toResolved(r, clock.now()) : null;
    },

    async resolveByPublishableKey(pk: string): Promise<ResolvedApp | null> {
      const r = await db
        .selectFrom('ecosystem_apps')
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
