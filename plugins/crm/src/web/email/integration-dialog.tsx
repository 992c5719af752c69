import {
  apiRequest,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  isJobFinished,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  serverMessage,
  toast,
  useFormat,
  useJob,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import {
  EMAIL_PROVIDERS,
  type EmailAccount,
  type EmailAccountAdded,
  type EmailProvider,
  type EmailSyncStatus,
} from '../../shared/email.ts';
import { CONVERSATIONS_KEY, EMAIL_POLL_MS, SYNC_STATUS_KEY } from './api.ts';

/**
 * The email integration dialog (spec 001 §2.4, §4, §5, §8): provider and address (both required),
 * an optional app password, the connected accounts as active or error with the error shown, their
 * last sync, and the organisation's BCC address.
 */
export function EmailIntegrationDialog() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [provider, setProvider] = useState<EmailProvider | ''>('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The sync job under way (a new account's first, or one asked for): followed until it ends.
  const [syncJob, setSyncJob] = useState<string | null>(null);

  const status = useQuery<EmailSyncStatus>({ queryKey: SYNC_STATUS_KEY, enabled: open });
  const accounts = status.data?.accounts ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: SYNC_STATUS_KEY });
  const job = useJob(syncJob, { pollMs: EMAIL_POLL_MS });
  useEffect(() => {
    if (!isJobFinished(job.data?.state)) return;
    setSyncJob(null);
    void refresh();
    void qc.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  });
  const add = useMutation({
    mutationFn: () =>
      apiRequest<EmailAccountAdded>('POST', '/api/email/sync-status', {
        body: { provider, email: email.trim(), ...(password ? { password } : {}) },
      }),
    onSuccess: async (r) => {
      toast(t('email.integration.addedTitle'), {
        description: t('email.integration.addedText', { email: r.account.email }),
      });
      setEmail('');
      setPassword('');
      setProvider('');
      setSyncJob(r.jobId);
      await refresh();
      if (r.authorizeUrl) window.location.assign(r.authorizeUrl);
    },
    onError: (err) =>
      toast.error(t('email.integration.failedTitle'), {
        description: serverMessage(err, t('email.integration.failedText')),
      }),
  });
  const syncNow = useMutation({
    mutationFn: (a: EmailAccount) =>
      apiRequest<{ jobId: string }>('POST', `/api/email/accounts/${a.id}/sync`),
    onSuccess: (r, a) => {
      toast(t('email.integration.syncStartedTitle'), {
        description: t('email.integration.syncStartedText', { email: a.email }),
      });
      setSyncJob(r.jobId);
    },
    onError: (err) =>
      toast.error(t('email.integration.failedTitle'), {
        description: serverMessage(err, t('email.integration.failedText')),
      }),
  });
  const remove = useMutation({
    mutationFn: (a: EmailAccount) => apiRequest('DELETE', `/api/email/accounts/${a.id}`),
    onSuccess: refresh,
    onError: (err) =>
      toast.error(t('email.integration.failedTitle'), {
        description: serverMessage(err, t('email.integration.failedText')),
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!provider || !email.trim()) {
      toast.error(t('email.integration.missingTitle'), { description: t('email.integration.missingText') });
      return;
    }
    add.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('email.integration.open')}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('email.integration.title')}</DialogTitle>
          <DialogDescription>{t('email.integration.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="space-y-1">
            <Label htmlFor="email-provider">{t('email.integration.provider')}</Label>
            <Select value={provider} onValueChange={(v) => setProvider(v as EmailProvider)}>
              <SelectTrigger id="email-provider" aria-label={t('email.integration.provider')}>
                <SelectValue placeholder={t('email.integration.choose')} />
              </SelectTrigger>
              <SelectContent>
                {EMAIL_PROVIDERS.map((p) => (
                  <SelectItem key={p} value={p}>
                    {t(`email.providers.${p}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="email-address">{t('email.integration.address')}</Label>
            <Input id="email-address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="email-password">{t('email.integration.password')}</Label>
            <Input
              id="email-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p className="text-xs text-muted-foreground">{t('email.integration.passwordHint')}</p>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {t('email.integration.connect')}
            </Button>
          </div>
        </form>
        <section className="space-y-2">
          <h4 className="text-sm font-medium">{t('email.integration.accounts')}</h4>
          {status.isSuccess && accounts.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('email.integration.none')}</p>
          )}
          <ul className="space-y-2">
            {accounts.map((a) => (
              <AccountRow
                key={a.id}
                account={a}
                onSync={() => syncNow.mutate(a)}
                onRemove={() => remove.mutate(a)}
              />
            ))}
          </ul>
        </section>
        {status.data?.bccAddress && (
          <section className="space-y-1">
            <h4 className="text-sm font-medium">{t('email.integration.bcc')}</h4>
            <code className="block break-all rounded bg-muted px-2 py-1 text-sm" data-testid="bcc-address">
              {status.data.bccAddress}
            </code>
            <p className="text-xs text-muted-foreground">{t('email.integration.bccHint')}</p>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AccountRow({
  account: a,
  onSync,
  onRemove,
}: {
  account: EmailAccount;
  onSync(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('crm');
  const f = useFormat();
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-2 rounded border p-2"
      data-testid="email-account"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium">{a.email}</span>
          <Badge variant="secondary">{t(`email.providers.${a.provider}`)}</Badge>
          <Badge variant={a.isActive ? 'default' : 'destructive'}>
            {a.isActive ? t('email.integration.active') : t('email.integration.error')}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {a.lastSyncAt
            ? t('email.integration.lastSync', { time: f.dateTime(a.lastSyncAt) })
            : t('email.integration.neverSynced')}
          {' · '}
          {t('email.integration.messages', { count: a.messageCount })}
        </p>
        {a.lastError && <p className="break-words text-xs text-destructive">{a.lastError}</p>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onSync}>
          {t('email.integration.syncNow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('email.integration.remove')}
        </Button>
      </div>
    </li>
  );
}
