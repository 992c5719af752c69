import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  isJobFinished,
  Label,
  Progress,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  serverMessage,
  toast,
  useAuth,
  useJob,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import { SYNC_PATH, SYNC_TYPES, type SyncType } from '../shared/constants.ts';
import { sampleData } from '../shared/samples.ts';
import type { SyncAccepted } from '../shared/sync.ts';
import { RECORDS_KEY, TOKENS_KEY } from './keys.ts';
import { forgetTestToken, useTestToken } from './test-token.ts';

/** Auth token, sync type and the Test Sync button, which sends the built-in samples (spec 001 §2.7). */
export function TestSyncCard({ canSync }: { canSync: boolean }) {
  const { t } = useTranslation('iphone-sync');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [token, setToken, creating] = useTestToken(canSync);
  const [type, setType] = useState<SyncType>('contacts');
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const failed = (message?: string | null) =>
    toast.error(t('toast.failedTitle'), { description: message || t('toast.failedText') });

  const sync = useMutation({
    mutationFn: () =>
      apiRequest<SyncAccepted>('POST', SYNC_PATH, {
        body: { type, authToken: token, data: sampleData(type, new Date()) },
      }),
    onSuccess: ({ jobId }) => {
      setJobId(jobId);
      queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
    },
    onError: (err) => {
      if (serverMessage(err, '') === 'Invalid or revoked sync token') forgetTestToken(user);
      failed(serverMessage(err, t('toast.failedText')));
    },
  });

  const view = job.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished job
  useEffect(() => {
    if (!view || !isJobFinished(view.state)) return;
    if (view.state === 'completed')
      toast.success(t('toast.successTitle'), { description: t('toast.successText') });
    else failed(view.error);
    setJobId(null);
    queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
    queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    queryClient.invalidateQueries({ queryKey: ['/api/contacts'] });
  }, [view?.state]);

  const running = sync.isPending || !!jobId;
  const progress = view?.progress;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="iphone-token">{t('token.label')}</Label>
          <Input
            id="iphone-token"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            placeholder={creating ? t('token.creating') : ''}
            autoComplete="off"
            spellCheck={false}
            disabled={!canSync}
          />
          <p className="text-xs text-muted-foreground">{t('token.hint')}</p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="iphone-type">{t('type.label')}</Label>
          <Select value={type} onValueChange={(v) => setType(v as SyncType)} disabled={!canSync}>
            <SelectTrigger id="iphone-type" className="w-full sm:w-56" aria-label={t('type.label')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SYNC_TYPES.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`type.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          onClick={() => sync.mutate()}
          disabled={!canSync || running || !token.trim()}
          className="w-full sm:w-auto"
        >
          {running ? t('test.running') : t('test.button')}
        </Button>
        {jobId && progress && progress.total > 0 && (
          <div className="grid gap-1">
            <Progress value={(progress.done / progress.total) * 100} aria-label={t('test.button')} />
            <p className="text-sm text-muted-foreground">
              {t('test.progress', { done: progress.done, total: progress.total })}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
