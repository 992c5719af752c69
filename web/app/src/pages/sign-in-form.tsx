import { apiRequest, Button, Input, serverMessage, useTranslation } from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Field } from './auth-layout.tsx';
import { emailRules, requiredRules } from './auth-rules.ts';
import { FormError } from './form-error.tsx';
import { nextPath } from './next-path.ts';

const passwordRules = requiredRules('validation.passwordRequired');

/**
 * Two fields checked with the same rules as the other forms, without a form library: this form is
 * on the signed-out /login page, whose JavaScript has a size budget.
 */
export function SignInForm({ onForgot }: { onForgot(): void }) {
  const { t } = useTranslation('app');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      email: emailRules.validate(email) === true ? undefined : 'validation.email',
      password: passwordRules.validate(password) === true ? undefined : 'validation.passwordRequired',
    };
    setErrors(found);
    if (found.email || found.password) return;
    setError(null);
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/login', {
        body: { email: email.trim(), password },
      });
      // A full page load, not a client-side route change: the hub writes the signed-in page's
      // Content-Security-Policy (plugins' connect sources) into the served document only.
      window.location.assign(nextPath(window.location.search));
    } catch (err) {
      setError(serverMessage(err, t('login.failed')));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={error} />
      <Field id="email" label={t('fields.email')} error={errors.email}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="password" label={t('fields.password')} error={errors.password}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? t('login.pending') : t('login.submit')}
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
