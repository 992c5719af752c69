// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { AppInput } from './schemas.ts';
import type {
  AppActivity,
  AppPayment,
  AppSummary,
  AppWithSecret,
  CrossSellEntry,
  CrossSellEntryInput,
  CrossSellEntryPatch,
  EcosystemApp,
  ResolvedApp,
} from './types.ts';

/** The integration package's `ecosystem` part: every app with its public keys, snippets, value. */
export interface IntegrationEcosystemPart {
  apps: Array<{
    id: string;
    slug: string;
    name: string;
    url: string;
    category: string;
    publishableKey: string;
    allowedOrigins: string[];
    crossSellOpportunities: number;
  }>;
  categories: string[];
  crossSellSnippets: Record<string, string>;
  totalValue: number;
}

/** What the ecosystem plugin offers to plugins that depend on it (superhub, …). */
export interface EcosystemServices {
  apps: {
    resolve(appId: string): Promise<ResolvedApp | null>;
    resolveByPublishableKey(pk: string): Promise<ResolvedApp | null>;
    list(orgId: string): Promise<AppSummary[]>;
    /** Registers an application (a plugin's generated site, e.g. idx); the answer carries its keys. */
    create(orgId: string, input: AppInput): Promise<AppWithSecret>;
    /** The organisation's applications with their catalogue data (prices, features), no secrets. */
    details(orgId: string): Promise<EcosystemApp[]>;
  };
  /** The integration package (GET /api/ecosystem/integration-package): its ecosystem part. */
  integration: {
    ecosystemPart(orgId: string): Promise<IntegrationEcosystemPart>;
  };
  /**
   * The cross-sell entries the apps' widgets and snippets show: the one sales matrix (the
   * cross-sales plugin reads and edits it here). A cross-organisation id is not found.
   */
  crossSells: {
    list(orgId: string): Promise<CrossSellEntry[]>;
    /** 404 when either app is not the organisation's. */
    add(orgId: string, entry: CrossSellEntryInput): Promise<CrossSellEntry>;
    /** The updated entry, or null when the organisation has no such entry. */
    update(orgId: string, id: string, patch: CrossSellEntryPatch): Promise<CrossSellEntry | null>;
    remove(orgId: string, id: string): Promise<boolean>;
  };
  activity: {
    recordUser(a: AppActivity): Promise<void>;
    recordPayment(p: AppPayment): Promise<void>;
  };
}

/** List it in `dependsOn`, then `hub.use(ecosystemService)` is typed as EcosystemServices. */
export const ecosystemService = serviceRef<EcosystemServices>('ecosystem');
