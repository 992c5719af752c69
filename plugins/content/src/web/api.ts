import type { useQueryClient } from '@ecohub/web-kit';

type QueryClient = ReturnType<typeof useQueryClient>;

export const CONTENT_KEY = ['/api/content'] as const;
export const CALENDAR_KEY = ['/api/content/calendar'] as const;
export const KEYWORDS_KEY = ['/api/content/keywords'] as const;

/** Spec 001 §7: a generation (or a publication) refreshes the content and the activities lists. */
export function refreshContent(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const k = String(q.queryKey[0]);
      return k.startsWith('/api/content') || k.startsWith('/api/activities');
    },
  });
}
