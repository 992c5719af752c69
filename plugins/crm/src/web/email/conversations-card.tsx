import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { EMAIL_CONVERSATIONS_SHOWN, type EmailConversation } from '../../shared/email.ts';
import { ago } from '../format.ts';
import { CONVERSATIONS_KEY } from './api.ts';

/** The latest email conversations (spec 001 §2.4, §9: 5 shown), each as its latest message. */
export function EmailConversationsCard() {
  const { t } = useTranslation('crm');
  const { data, isLoading } = useQuery<EmailConversation[]>({ queryKey: CONVERSATIONS_KEY });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('email.conversations.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-2">
            {['a', 'b', 'c'].map((k) => (
              <Skeleton key={k} className="h-6 w-full" />
            ))}
          </div>
        )}
        {data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('email.conversations.none')}</p>
        )}
        <ul className="space-y-3">
          {data?.slice(0, EMAIL_CONVERSATIONS_SHOWN).map((c) => (
            <li key={c.id} className="space-y-1 text-sm" data-testid="email-conversation">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words font-medium">{c.subject || '—'}</span>
                <span className="shrink-0 text-muted-foreground">{ago(c.receivedAt)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <Badge variant={c.direction === 'inbound' ? 'secondary' : 'outline'}>
                  {t(`email.conversations.${c.direction}`)}
                </Badge>
                <span className="min-w-0 break-all">
                  {c.fromEmail} → {c.toEmail}
                </span>
                {c.messageCount > 1 && (
                  <span>{t('email.conversations.count', { count: c.messageCount })}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
