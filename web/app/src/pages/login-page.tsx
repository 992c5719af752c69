import { Skeleton, useTranslation } from '@ecohub/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'wouter';
import { AuthLayout } from './auth-layout.tsx';
import { FormError } from './form-error.tsx';
import { oidcErrorKey } from './oidc-error.ts';
import { SignInForm } from './sign-in-form.tsx';

// Loaded on demand, so the form library stays out of the JavaScript of the plain /login page.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('./reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })),
);
const loadingForm = <Skeleton className="h-40" />;

/**
 * /login: sign in, ask for a reset link, or set a new password from a mailed link (?reset=<token>);
 * a failed single sign-on lands here with ?error=<code>, whose reason is shown above the form.
 */
export default function LoginPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const token = params.get('reset');
  const ssoError = params.get('error');
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');

  if (token) {
    return (
      <AuthLayout title={t('reset.title')} description={t('reset.description')}>
        <Suspense fallback={loadingForm}>
          <ResetPasswordForm token={token} onDone={() => setParams({})} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (mode === 'forgot') {
    return (
      <AuthLayout title={t('forgot.title')} description={t('forgot.description')}>
        <Suspense fallback={loadingForm}>
          <ForgotPasswordForm onBack={() => setMode('sign-in')} />
        </Suspense>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      {ssoError && (
        <div className="mb-4 grid gap-2">
          <FormError message={t(oidcErrorKey(ssoError))} />
          {ssoError !== 'not_configured' && (
            <a href="/api/login" className="text-sm text-primary underline-offset-4 hover:underline">
              {t('login.oidcRetry')}
            </a>
          )}
        </div>
      )}
      <SignInForm onForgot={() => setMode('forgot')} />
    </AuthLayout>
  );
}
