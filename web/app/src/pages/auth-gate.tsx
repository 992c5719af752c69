import { preloadToaster, Spinner, toast, useAuth, useTranslation } from '@ecohub/web-kit';
import { useEffect } from 'react';

/** Spec 002 §2: how long the 'logged out' toast shows before the browser goes to sign-in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * A signed-in page reached while signed out or still loading: a spinner while authentication
 * loads, then the destructive toast and, after 500 ms, /api/login.
 */
export function AuthGate() {
  const { t } = useTranslation('app');
  const { isLoading, isAuthenticated } = useAuth();
  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast.error(t('unauthorized.title'), { id: 'unauthorized', description: t('unauthorized.description') });
    // The 500 ms count from when the toast can show (sonner downloads with the first toast).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    void preloadToaster()
      .catch(() => {})
      .then(() => {
        if (!left) timer = setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
      });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [isLoading, isAuthenticated, t]);
  return <Spinner className="min-h-screen" label={t('loading')} />;
}
