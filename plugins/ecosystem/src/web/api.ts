import { apiRequest, DEMO_HEADERS, getQueryFn } from '@ecohub/web-kit';
import type { QueryClient, QueryFunction } from '@tanstack/react-query';

/** The query function of a page that may show the public demo organisation (the -demo routes). */
export const demoQuery = <T>(demo: boolean) => ({
  queryFn: getQueryFn(demo ? { headers: { ...DEMO_HEADERS } } : {}) as QueryFunction<T>,
});

export const APPS_KEY = ['/api/ecosystem/apps'] as const;

/** Which registry the ecosystem tab works on: the caller's, or the platform's for a super admin. */
export type Scope = 'own' | 'platform';
/** A registry URL in that scope (`?scope=platform` only when needed, so cache keys stay plain). */
export const scoped = (url: string, scope: Scope): string =>
  scope === 'platform' ? `${url}${url.includes('?') ? '&' : '?'}scope=platform` : url;

/** After a registry change: every view of it reloads. */
export function invalidateRegistry(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const k = String(q.queryKey[0]);
      return k.startsWith('/api/ecosystem/') || k === '/api/applications' || k === '/api/analytics/dashboard';
    },
  });
}

/** Saves a file the server answered as JSON (the integration package). */
export async function downloadJson(url: string, filename: string, demo: boolean): Promise<void> {
  const data = await apiRequest('GET', url, demo ? { headers: { ...DEMO_HEADERS } } : {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(href);
}
