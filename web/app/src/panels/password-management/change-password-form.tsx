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
import { LockIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Field } from '../../pages/auth-layout.tsx';
import { confirmRules, newPasswordRules, requiredRules } from '../../pages/auth-rules.ts';
import { toastPasswordFailure } from './network-aware.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS = [
  [
    'currentPassword',
    'fields.currentPassword',
    'current-password',
    requiredRules('validation.currentRequired'),
  ],
  ['newPassword', 'fields.newPassword', 'new-password', newPasswordRules],
  ['confirmPassword', 'fields.confirmPassword', 'new-password', confirmRules<keyof Values>('newPassword')],
] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation('app');
  const form = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await apiRequest('POST', '/api/auth/change-password', { body: { currentPassword, newPassword } });
      toast(t('password.changed'), { description: t('password.changedText') });
      form.reset();
    } catch (err) {
      toastPasswordFailure(t, err, t('password.changeFailed'), t('password.changeFailedText'));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockIcon className="size-5" />
          {t('password.changeTitle')}
        </CardTitle>
        <CardDescription>{t('password.changeDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {FIELDS.map(([name, label, autoComplete, rules]) => (
            <Field key={name} id={`change-${name}`} label={t(label)} error={errors[name]?.message}>
              <Input
                id={`change-${name}`}
                type="password"
                autoComplete={autoComplete}
                aria-invalid={!!errors[name]}
                {...form.register(name, rules)}
              />
            </Field>
          ))}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('password.saving') : t('password.changeSubmit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
