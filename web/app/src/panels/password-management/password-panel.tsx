import { useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { type ResetRequest, ResetRequestList } from './reset-request-list.tsx';
import { SsoInfoCard } from './sso-info-card.tsx';

/** Tab forgot-password (spec 002 "Password Management"). */
export default function PasswordPanel() {
  const { t } = useTranslation('app');
  // Spec 002 §3: the list of reset requests is kept in the browser only.
  const [requests, setRequests] = useState<ResetRequest[]>([]);
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('password.title')}</h2>
        <p className="text-muted-foreground">{t('password.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ResetRequestForm onSent={(r) => setRequests((list) => [r, ...list])} />
        <ChangePasswordForm />
      </div>
      <ResetRequestList requests={requests} />
      <SsoInfoCard />
    </div>
  );
}
