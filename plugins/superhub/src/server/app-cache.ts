import type { EcosystemServices, ResolvedApp } from '@ecohub/plugin-ecosystem/shared';
import { Webhook } from 'standardwebhooks';

export interface CachedApp extends ResolvedApp {
  /** One verifier per accepted secret (current first). */
  verifiers: Webhook[];
}

const TTL_MS = 5000;

/**
 * Ingestion resolves the sending app on every request; a few seconds of caching keeps that off the
 * database under load. A rotated secret is unaffected (the previous one stays valid for 24 h);
 * a changed origin list or a deleted app takes effect within TTL_MS.
 */
export function appCache(apps: EcosystemServices['apps']) {
  const byId = new Map<string, { at: number; app: CachedApp | null }>();
  const byKey = new Map<string, { at: number; app: CachedApp | null }>();

  const wrap = (a: ResolvedApp | null): CachedApp | null =>
    a ? { ...a, verifiers: a.signingSecrets.map((s) => new Webhook(s)) } : null;

  async function cached(
    map: typeof byId,
    k: string,
    load: (k: string) => Promise<ResolvedApp | null>,
  ): Promise<CachedApp | null> {
    const hit = map.get(k);
    const now = performance.now();
    if (hit && now - hit.at < TTL_MS) return hit.app;
    const app = wrap(await load(k));
    if (map.size > 10_000) map.clear();
    map.set(k, { at: now, app });
    return app;
  }

  return {
    byId: (id: string) => cached(byId, id, apps.resolve),
    byKey: (pk: string) => cached(byKey, pk, apps.resolveByPublishableKey),
  };
}
export type AppCache = ReturnType<typeof appCache>;
