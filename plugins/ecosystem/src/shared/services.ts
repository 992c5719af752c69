// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { AppActivity, AppPayment, AppSummary, ResolvedApp } from './types.ts';

/** What the ecosystem plugin offers to plugins that depend on it (superhub, …). */
export interface EcosystemServices {
  apps: {
    resolve(appId: string): Promise<ResolvedApp | null>;
    resolveByPublishableKey(pk: string): Promise<ResolvedApp | null>;
    list(orgId: string): Promise<AppSummary[]>;
  };
  activity: {
    recordUser(a: AppActivity): Promise<void>;
    recordPayment(p: AppPayment): Promise<void>;
  };
}

/** List it in `dependsOn`, then `hub.use(ecosystemService)` is typed as EcosystemServices. */
export const ecosystemService = serviceRef<EcosystemServices>('ecosystem');
