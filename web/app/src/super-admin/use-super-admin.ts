import { apiRequest, isNetworkError, serverMessage, toast, useTranslation } from '@ecohub/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface SuperAdminStatus {
  authenticated: boolean;
  user: { email: string; role: string } | null;
  permissions: string[];
}

export const SUPER_ADMIN_STATUS_KEY = ['/api/super-admin/status'] as const;
const signedOut: SuperAdminStatus = { authenticated: false, user: null, permissions: [] };

/** Spec 000 §7: a failed status call counts as not authenticated. */
export function useSuperAdminStatus() {
  return useQuery({
    queryKey: SUPER_ADMIN_STATUS_KEY,
    queryFn: async ({ signal }) =>
      apiRequest<SuperAdminStatus>('GET', SUPER_ADMIN_STATUS_KEY[0], { signal }).catch(() => signedOut),
  });
}

/** Login and logout of the super admin session, with the toasts of spec 000 §8. */
export function useSuperAdminSession(onChange: (adminMode: boolean) => void) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  // Every query: what the tabs may read changes with the elevation (a 403 becomes data, or back).
  const refresh = () => queryClient.invalidateQueries();

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<{ success: boolean; message?: string }>('POST', '/api/super-admin/login', { body }),
    onSuccess: async () => {
      toast(t('superAdmin.granted'), { description: t('superAdmin.grantedText') });
      onChange(true);
      await refresh();
    },
    onError: (err) => {
      if (isNetworkError(err))
        toast.error(t('superAdmin.loginError'), { description: t('superAdmin.loginErrorText') });
      else
        toast.error(t('superAdmin.failed'), { description: serverMessage(err, t('superAdmin.failedText')) });
    },
  });

  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/super-admin/logout'),
    // Spec 000 §7: a failed logout call is only logged; the view returns to user mode regardless.
    onError: (err) => console.error('Super admin logout failed', err),
    onSettled: async () => {
      toast(t('superAdmin.loggedOut'), { description: t('superAdmin.loggedOutText') });
      onChange(false);
      await refresh();
    },
  });

  return { login, logout };
}
