import {
  apiRequest,
  Button,
  jobPercent,
  Progress,
  serverMessage,
  toast,
  useJob,
  useMutation,
  useTranslation,
} from '@ecohub/web-kit';
import { useMemo, useState } from 'react';
import type { ExportResult } from '../shared/jobs.ts';

/**
 * Starts the export job (POST /api/custom-notes/export) and follows it with `useJob`: the one way
 * every long task's UI shows progress, whatever the job.
 */
export function ExportButton() {
  const { t } = useTranslation('custom-notes');
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const start = useMutation({
    mutationFn: () => apiRequest<{ jobId: string }>('POST', '/api/custom-notes/export'),
    onSuccess: ({ jobId }) => setJobId(jobId),
    onError: (err) => toast.error(t('export.failed'), { description: serverMessage(err, err.message) }),
  });
  const view = job.data;
  const result = view?.state === 'completed' ? (view.result as ExportResult) : null;
  const href = useMemo(
    () => (result ? URL.createObjectURL(new Blob([result.markdown], { type: 'text/markdown' })) : null),
    [result],
  );
  const running = !!jobId && !!view && (view.state === 'queued' || view.state === 'running');
  const percent = jobPercent(view);

  return (
    <div className="grid gap-2">
      <Button variant="outline" onClick={() => start.mutate()} disabled={start.isPending || running}>
        {t('export.start')}
      </Button>
      {running && (
        <>
          <Progress value={percent ?? 0} aria-label={t('export.start')} />
          <p className="text-sm text-muted-foreground">
            {t('export.running', { done: view.progress?.done ?? 0, total: view.progress?.total ?? 0 })}
          </p>
        </>
      )}
      {view?.state === 'failed' && <p className="text-sm text-destructive">{t('export.failed')}</p>}
      {result && href && (
        <p className="text-sm">
          {t('export.done', { count: result.notes })}{' '}
          <a className="underline" href={href} download="notes.md">
            {t('export.download')}
          </a>
        </p>
      )}
    </div>
  );
}
