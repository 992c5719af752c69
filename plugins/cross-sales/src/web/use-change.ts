import { apiRequest, toast, useAuth, useMutation, useQueryClient, useTranslation } from '@ecohub/web-kit';
import { ALL_KEYS } from './api.ts';

/** Whether the signed-in user may change the matrix and the roadmap (admins and owners). */
export function useCanManage(): boolean {
  const { user } = useAuth();
  return user?.role === 'owner' || user?.role === 'admin';
}

/** A change through the request helper: refreshes every cross-sales figure, a toast either way. */
export function useChange<V, R = unknown>(run: (v: V) => Promise<R>, success: (r: R, v: V) => string) {
  const { t } = useTranslation('cross-sales');
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (r, v) => {
      toast.success(success(r, v));
      await Promise.all(ALL_KEYS.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (e: Error) => toast.error(t('plan.failed'), { description: e.message }),
  });
}

export { apiRequest };
