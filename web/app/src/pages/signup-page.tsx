import { apiRequest, Button, Input, serverMessage, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { AuthLayout, Field } from './auth-layout.tsx';
import { emailRules, newPasswordRules, optionalTextRules } from './auth-rules.ts';
import { FormError } from './form-error.tsx';

/** /signup: a new account in a new organisation, which starts its trial. */
export default function SignupPage() {
  const { t } = useTranslation('app');
  const [error, setError] = useState<string | null>(null);
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
      };
      await apiRequest('POST', '/api/auth/signup', { body });
      // A full page load, not a client-side route change: the hub writes the signed-in page's
      // Content-Security-Policy (plugins' connect sources) into the served document only.
      window.location.assign('/dashboard');
    } catch (err) {
      setError(serverMessage(err, t('signup.failed')));
    }
  });

  return (
    <AuthLayout title={t('signup.title')} description={t('signup.description')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormError message={error} />
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
          <Link href="/login" className="text-primary underline-offset-4 hover:underline">
            {t('signup.toLogin')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
