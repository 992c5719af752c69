import { useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { AuthLayout } from './auth-layout.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** /login: sign in, ask for a reset link, or set a new password from a mailed link (?reset=<token>). */
export default function LoginPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const token = params.get('reset');
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');

  if (token) {
    return (
      <AuthLayout title={t('reset.title')} description={t('reset.description')}>
        <ResetPasswordForm token={token} onDone={() => setParams({})} />
      </AuthLayout>
    );
  }
  if (mode === 'forgot') {
    return (
      <AuthLayout title={t('forgot.title')} description={t('forgot.description')}>
        <ForgotPasswordForm onBack={() => setMode('sign-in')} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      <SignInForm onForgot={() => setMode('forgot')} />
    </AuthLayout>
  );
}
