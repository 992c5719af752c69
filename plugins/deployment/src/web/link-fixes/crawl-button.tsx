import {
  apiRequest,
  Button,
  jobPercent,
  Progress,
  toast,
  useJob,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import type { CrawlSummary } from '../../shared/link-fixes.ts';
import { REPORT_PATH } from './api.ts';

/** Starts a crawl (a job) and follows its progress; the report is refetched at its end. */
export function CrawlButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const state = job.data?.state;

  useEffect(() => {
    if (!jobId || !state) return;
    if (state === 'completed') {
      const r = job.data?.result as CrawlSummary;
      toast.success(t('linkFixes.crawlDone'), {
        description: t('linkFixes.crawlDoneText', { pages: r.pages, broken: r.broken }),
      });
      void qc.invalidateQueries({ queryKey: [REPORT_PATH] });
      setJobId(null);
    } else if (state === 'failed' || state === 'canceled') {
      toast.error(t('linkFixes.crawlFailed'));
      setJobId(null);
    }
  }, [jobId, state, job.data, qc, t]);

  const start = async () => {
    try {
      const r = await apiRequest<{ jobId: string }>('POST', '/api/deployment/crawls', { body: {} });
      setJobId(r.jobId);
    } catch {
      toast.error(t('linkFixes.crawlFailed'));
    }
  };

  const running = jobId !== null;
  const percent = running ? (jobPercent(job.data) ?? 0) : 0;
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <Button onClick={start} disabled={disabled || running}>
        {running ? t('linkFixes.crawling') : t('linkFixes.crawl')}
      </Button>
      {running && <Progress value={percent} aria-label={t('linkFixes.crawling')} />}
    </div>
  );
}
