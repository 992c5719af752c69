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

export interface ResetRequest {
  id: string;
  email: string;
  status: 'sent' | 'pending' | 'expired' | 'used';
  requestedAt: string;
  expiresAt: string;
}

const variant = { sent: 'success', pending: 'secondary', expired: 'destructive', used: 'outline' } as const;

export function ResetRequestList({ requests }: { requests: ResetRequest[] }) {
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
        {requests.length === 0 ? (
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
