import { DEMO_HEADERS, getQueryFn, toast, useQuery, useTranslation } from '@ecohub/web-kit';
import { useEffect } from 'react';
import { DASHBOARD_REFETCH_MS, type SuperhubDashboard } from '../shared/index.ts';

export const DASHBOARD_KEY = ['/api/superhub-dashboard'] as const;

/** GET /api/superhub-dashboard, refetched every 30 s; a failure shows the spec's toast. */
export function useSuperhubDashboard(demo: boolean) {
  const { t } = useTranslation('superhub');
  const q = useQuery<SuperhubDashboard>({
    queryKey: [...DASHBOARD_KEY, { demo }],
    queryFn: getQueryFn(demo ? { headers: { ...DEMO_HEADERS } } : {}) as () => Promise<SuperhubDashboard>,
    refetchInterval: DASHBOARD_REFETCH_MS,
  });
  // Once per failed fetch (the 30 s refetch may fail again).
  const failedAt = q.isError ? q.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t('error.title'), { description: t('error.text') });
  }, [failedAt, t]);
  return q;
}
