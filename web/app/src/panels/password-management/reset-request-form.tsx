import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Field } from '../../pages/auth-layout.tsx';
import { emailRules } from '../../pages/auth-rules.ts';
import { toastPasswordFailure } from './network-aware.ts';

/** `onSent` after the server accepted the request: the list of recent requests reloads from it. */
export function ResetRequestForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation('app');
  const form = useForm({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await apiRequest('POST', '/api/auth/forgot-password', { body: { email } });
      onSent();
      toast(t('password.resetSent'), { description: t('password.resetSentText', { email }) });
      form.reset();
    } catch (err) {
      toastPasswordFailure(t, err, t('password.resetFailed'), t('password.resetFailedText'));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailIcon className="size-5" />
          {t('password.resetTitle')}
        </CardTitle>
        <CardDescription>{t('password.resetDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id="reset-email" label={t('fields.email')} error={errors.email?.message}>
            <Input
              id="reset-email"
              type="email"
              aria-invalid={!!errors.email}
              {...form.register('email', emailRules)}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('password.sending') : t('password.sendReset')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
