import type { useQueryClient } from '@ecohub/web-kit';

type QueryClient = ReturnType<typeof useQueryClient>;

export const SUMMARY_KEY = ['/api/contacts/summary'] as const;
export const ACTIVITIES_KEY = ['/api/activities'] as const;
export const SOURCES_KEY = ['/api/app-sources'] as const;
export const BY_SOURCE_KEY = ['/api/contacts/by-source'] as const;
export const ENDPOINTS_KEY = ['/api/data-collection/endpoints'] as const;
export const REPORT_KEY = ['/api/data-collection/ecosystem-report'] as const;
export const PROGRESS_KEY = ['/api/data-collection/progress'] as const;

/** A GET URL with its query string (empty values left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** After contacts change (spec 001 §7): contacts, contacts by source, the report, summary and activities. */
export function refreshContacts(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const k = String(q.queryKey[0]);
      return (
        k.startsWith('/api/contacts') ||
        k.startsWith('/api/activities') ||
        k.startsWith('/api/data-collection/') ||
        k === '/api/app-sources'
      );
    },
  });
}
