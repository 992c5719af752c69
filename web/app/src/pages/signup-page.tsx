import { apiRequest, Button, Input, serverMessage, useTranslation } from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { AuthLayout, Field } from './auth-layout.tsx';
import { emailRules, newPasswordRules, optionalTextRules } from './auth-rules.ts';
import { FormError } from './form-error.tsx';
import { nextPath } from './next-path.ts';

// A full page load, not a client-side route change: the hub writes the signed-in page's
// Content-Security-Policy (plugins' connect sources) into the served document only.
const toDashboard = () => window.location.assign(nextPath(window.location.search));

/**
 * /signup: a new account in a new organisation, which starts its trial. `?setup=<token>` (the
 * one-time link `serve` prints) makes it the super admin account; `?verify=<token>` (the link
 * mailed when SMTP is configured) finishes a sign-up. With SMTP configured the server answers
 * "check your email" (202) instead of signing in.
 */
export default function SignupPage() {
  const { t } = useTranslation('app');
  const [params] = useSearchParams();
  const setupToken = params.get('setup') || undefined;
  const verifyToken = params.get('verify');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!verifyToken) return;
    apiRequest('POST', '/api/auth/signup/verify', { body: { token: verifyToken } })
      .then(toDashboard)
      .catch((err) => setError(serverMessage(err, t('signup.failed'))));
  }, [verifyToken, t]);
  const form = useForm({ defaultValues: { name: '', organizationName: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = {
        email: values.email.trim(),
        password: values.password,
        name: values.name.trim() || undefined,
        organizationName: values.organizationName.trim() || undefined,
        setupToken,
      };
      const answer = await apiRequest<{ id?: string; message?: string }>('POST', '/api/auth/signup', {
        body,
      });
      if (answer && !answer.id && answer.message) setNotice(answer.message);
      else toDashboard();
    } catch (err) {
      setError(serverMessage(err, t('signup.failed')));
    }
  });

  return (
    <AuthLayout title={t('signup.title')} description={t('signup.description')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormError message={error} />
        {notice && (
          <p role="status" className="rounded-md border px-3 py-2 text-sm">
            {notice}
          </p>
        )}
        <Field id="name" label={t('fields.name')} error={errors.name?.message}>
          <Input id="name" autoComplete="name" {...form.register('name', optionalTextRules)} />
        </Field>
        <Field
          id="organizationName"
          label={t('fields.organizationName')}
          error={errors.organizationName?.message}
        >
          <Input
            id="organizationName"
            autoComplete="organization"
            {...form.register('organizationName', optionalTextRules)}
          />
        </Field>
        <Field id="email" label={t('fields.email')} error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            {...form.register('email', emailRules)}
          />
        </Field>
        <Field id="password" label={t('fields.password')} error={errors.password?.message}>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            {...form.register('password', newPasswordRules)}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('signup.pending') : t('signup.submit')}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('signup.haveAccount')}{' '}
          <Link
            href={`/login${window.location.search.includes('next=') ? window.location.search : ''}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t('signup.toLogin')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
