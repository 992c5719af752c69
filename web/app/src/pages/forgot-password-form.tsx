import { apiRequest, Button, Input, serverMessage, toast, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from './auth-layout.tsx';
import { emailRules } from './auth-rules.ts';
import { FormError } from './form-error.tsx';

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('app');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    setError(null);
    try {
      await apiRequest('POST', '/api/auth/forgot-password', { body: { email } });
      toast(t('password.resetSent'), { description: t('password.resetSentText', { email }) });
      onBack();
    } catch (err) {
      setError(serverMessage(err, t('password.resetFailedText')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={error} />
      <Field id="forgot-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email', emailRules)}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('password.sending') : t('password.sendReset')}
      </Button>
      <Button variant="link" className="h-auto justify-self-start p-0" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}
