import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Skeleton,
  serverMessage,
  toast,
  useFormat,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import type { CreatedToken, DeviceToken } from '../shared/tokens.ts';
import { TOKENS_KEY } from './keys.ts';

/** The signed-in user's device tokens: create one (shown once), see when each was used, revoke. */
export function DevicesCard() {
  const { t } = useTranslation('iphone-sync');
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const tokens = useQuery<DeviceToken[]>({ queryKey: TOKENS_KEY });
  const [name, setName] = useState('');
  const [shown, setShown] = useState<CreatedToken | null>(null);
  const onError = (err: Error) =>
    toast.error(t('devices.failed'), { description: serverMessage(err, err.message) });
  const create = useMutation({
    mutationFn: () => apiRequest<CreatedToken>('POST', '/api/iphone/tokens', { body: { name } }),
    onSuccess: (c) => {
      setShown(c);
      setName('');
      queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest<DeviceToken>('DELETE', `/api/iphone/tokens/${id}`),
    onSuccess: () => {
      toast(t('devices.revokeDone'));
      queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('devices.title')}</CardTitle>
        <CardDescription>{t('devices.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor="iphone-device-name">{t('devices.name')}</Label>
            <Input
              id="iphone-device-name"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            {t('devices.create')}
          </Button>
        </form>
        {shown && (
          <div className="grid gap-1 rounded-md border border-primary p-3" role="status">
            <p className="text-sm font-medium">{t('devices.created')}</p>
            <code className="break-all text-sm" data-testid="iphone-new-token">
              {shown.token}
            </code>
          </div>
        )}
        {tokens.isLoading && <Skeleton className="h-16" />}
        {tokens.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {tokens.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('devices.empty')}</p>}
        <ul className="grid gap-2" aria-label={t('devices.title')}>
          {tokens.data?.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid min-w-0">
                <span className="font-medium break-words">{d.name}</span>
                <span className="text-xs text-muted-foreground">
                  <code>{d.prefix}…</code> ·{' '}
                  {d.lastUsedAt
                    ? t('devices.lastUsed', { date: fmt.dateTime(d.lastUsedAt) })
                    : t('devices.neverUsed')}
                </span>
              </div>
              {d.revokedAt ? (
                <Badge variant="outline">{t('devices.revoked')}</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(d.id)}
                  aria-label={`${t('devices.revoke')} ${d.name}`}
                >
                  {t('devices.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
