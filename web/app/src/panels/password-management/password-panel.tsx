import { useQuery, useQueryClient, useTranslation } from '@ecohub/web-kit';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { RESET_TOKENS_KEY, type ResetRequest, ResetRequestList } from './reset-request-list.tsx';
import { SsoInfoCard } from './sso-info-card.tsx';

/** What `GET /api/auth/reset-tokens` answers: the organisation members' reset links, newest first. */
interface ResetTokens {
  tokens: {
    id: string;
    email: string;
    createdAt: string;
    expiresAt: string;
    status: ResetRequest['status'];
  }[];
}

/**
 * Tab forgot-password (spec 002 "Password Management"). The recent reset requests are the server's
 * (`GET /api/auth/reset-tokens`, admins), not a list held in this browser: they show what was
 * really issued, used or expired, also after a reload or from another device.
 */
export default function PasswordPanel() {
  const { t } = useTranslation('app');
  const qc = useQueryClient();
  const tokens = useQuery<ResetTokens>({ queryKey: RESET_TOKENS_KEY, retry: false });
  const requests: ResetRequest[] | null = tokens.data
    ? tokens.data.tokens.map((r) => ({
        id: r.id,
        email: r.email,
        status: r.status,
        requestedAt: r.createdAt,
        expiresAt: r.expiresAt,
      }))
    : null;
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('password.title')}</h2>
        <p className="text-muted-foreground">{t('password.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ResetRequestForm onSent={() => qc.invalidateQueries({ queryKey: RESET_TOKENS_KEY })} />
        <ChangePasswordForm />
      </div>
      <ResetRequestList requests={requests} unavailable={tokens.isError} />
      <SsoInfoCard />
    </div>
  );
}
