import { apiRequest, Button, Input, serverMessage, toast, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from './auth-layout.tsx';
import { confirmRules, newPasswordRules } from './auth-rules.ts';
import { FormError } from './form-error.tsx';

/** The new-password form of a mailed reset link; the token is single-use and valid 24 hours. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation('app');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiRequest('POST', '/api/auth/reset-password', { body: { token, password } });
      toast(t('password.changed'), { description: t('password.changedText') });
      onDone();
    } catch (err) {
      setError(serverMessage(err, t('password.changeFailedText')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={error} />
      <Field id="reset-password" label={t('fields.newPassword')} error={errors.password?.message}>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          {...form.register('password', newPasswordRules)}
        />
      </Field>
      <Field id="reset-confirm" label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirmPassword}
          {...form.register('confirmPassword', confirmRules('password'))}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('password.saving') : t('reset.submit')}
      </Button>
    </form>
  );
}
