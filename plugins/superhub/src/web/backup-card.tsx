import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { DatabaseBackupIcon } from 'lucide-react';

export const BACKUP_STATUS_KEY = ['/api/backups/status'] as const;

interface BackupStatus {
  schedule: 'weekly';
  lastVerified: { file: string; createdAt: string; size: number } | null;
  warning: string | null;
}

interface RunBackupAnswer {
  status: string;
  message: string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * GET /run/backup with the spec's alerts (002 §8): 'Backup completed successfully!' on status
 * success, 'Backup failed: {message}' on another status, 'Backup request failed' when the request fails.
 */
export function useRunBackup() {
  const { t } = useTranslation('superhub');
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RunBackupAnswer>('GET', '/run/backup'),
    onSuccess: (r) => {
      if (r.status === 'success') toast.success(t('backup.done'));
      else toast.error(t('backup.failed', { message: r.message }));
      return qc.invalidateQueries({ queryKey: BACKUP_STATUS_KEY });
    },
    onError: () => toast.error(t('backup.requestFailed')),
  });
}

/** The weekly auto backup, the last verified backup (super admins) and the backup action. */
export function BackupCard({ demo }: { demo: boolean }) {
  const { t } = useTranslation('superhub');
  const admin = useQuery<{ authenticated: boolean }>({
    queryKey: ['/api/super-admin/status'],
    enabled: !demo,
  });
  const isAdmin = !demo && admin.data?.authenticated === true;
  const status = useQuery<BackupStatus>({ queryKey: BACKUP_STATUS_KEY, enabled: isAdmin });
  const run = useRunBackup();
  const last = status.data?.lastVerified;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backup.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-muted-foreground">
        <p>{t('backup.weekly')}</p>
        {isAdmin && status.data && (
          <p>
            {last
              ? t('backup.last', { time: currentFormat().dateTime(last.createdAt), size: mb(last.size) })
              : t('backup.none')}
          </p>
        )}
        {status.data?.warning && last && <p className="text-destructive">{status.data.warning}</p>}
        {isAdmin && (
          <Button size="sm" variant="outline" disabled={run.isPending} onClick={() => run.mutate()}>
            <DatabaseBackupIcon className="size-4" />
            {run.isPending ? t('backup.running') : t('backup.run')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
