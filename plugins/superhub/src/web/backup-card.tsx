import {
  BACKUP_STATUS_KEY,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  useRunBackup as useKitRunBackup,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { DatabaseBackupIcon } from 'lucide-react';

export { BACKUP_STATUS_KEY };

interface BackupStatus {
  schedule: 'weekly';
  lastVerified: { file: string; createdAt: string; size: number } | null;
  warning: string | null;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** web-kit's GET /run/backup mutation with this panel's alerts (spec 002 §8). */
export function useRunBackup() {
  const { t } = useTranslation('superhub');
  return useKitRunBackup({
    done: t('backup.done'),
    failed: (message) => t('backup.failed', { message }),
    requestFailed: t('backup.requestFailed'),
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
