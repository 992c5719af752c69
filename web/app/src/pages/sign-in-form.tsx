import {
  AUTH_USER_KEY,
  type AuthUser,
  apiRequest,
  Button,
  Input,
  serverMessage,
  useTranslation,
} from '@ecohub/web-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { Field } from './auth-layout.tsx';
import { loginSchema } from './auth-schemas.ts';
import { FormError } from './form-error.tsx';

export function SignInForm({ onForgot }: { onForgot(): void }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const user = await apiRequest<AuthUser>('POST', '/api/auth/login', { body: values });
      queryClient.setQueryData(AUTH_USER_KEY, user);
      navigate('/dashboard');
    } catch (err) {
      setError(serverMessage(err, t('login.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={error} />
      <Field id="email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field id="password" label={t('fields.password')} error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('login.pending') : t('login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto p-0" onClick={onForgot}>
          {t('login.forgot')}
        </Button>
        <Link href="/signup" className="text-primary underline-offset-4 hover:underline">
          {t('login.toSignup')}
        </Link>
      </div>
    </form>
  );
}
