import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  useTranslation,
} from '@ecohub/web-kit';
import { ClockIcon } from 'lucide-react';

/** The server's list of the organisation's reset requests (admins). */
export const RESET_TOKENS_KEY = ['/api/auth/reset-tokens'] as const;

export interface ResetRequest {
  id: string;
  email: string;
  status: 'sent' | 'pending' | 'expired' | 'used';
  requestedAt: string;
  expiresAt: string;
}

const variant = { sent: 'success', pending: 'secondary', expired: 'destructive', used: 'outline' } as const;

/** `requests` null while loading; `unavailable` when the server refuses the list (not an admin) or fails. */
export function ResetRequestList({
  requests,
  unavailable = false,
}: {
  requests: ResetRequest[] | null;
  unavailable?: boolean;
}) {
  const { t } = useTranslation('app');
  const when = (iso: string) => currentFormat().dateTime(iso);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClockIcon className="size-5" />
          {t('password.recentTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {unavailable ? (
          <p className="text-sm text-muted-foreground">{t('password.recentUnavailable')}</p>
        ) : requests === null ? null : requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('password.recentEmpty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('password.recentTitle')}>
            {requests.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{r.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('password.requestedAt', { date: when(r.requestedAt) })}
                  </p>
                  {/* Spec 002 §4: the expiry shows only while the status is sent. */}
                  {r.status === 'sent' && (
                    <p className="text-xs text-muted-foreground">
                      {t('password.expiresAt', { date: when(r.expiresAt) })}
                    </p>
                  )}
                </div>
                <Badge variant={variant[r.status]}>{t(`password.status.${r.status}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
