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
import type { DeployResult } from '../shared/deploy.ts';

/**
 * The bulk deploy (spec 002 §4): idle, then deploying with the bar at 0 following the job, then done
 * at 100 with 'Webhooks Deployed'; on a failure the bar resets to 0 with 'Deployment Failed'.
 */
export function BulkDeploy({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'deploying' | 'done'>('idle');
  const job = useJob(jobId);
  const state = job.data?.state;

  useEffect(() => {
    if (!jobId || !state) return;
    if (state === 'completed') {
      const r = job.data?.result as DeployResult;
      setPhase('done');
      toast.success(t('webhooks.deployed'), {
        description: t('webhooks.deployedText', { successful: r.successful, total_apps: r.total_apps }),
      });
      void qc.invalidateQueries({ queryKey: ['/api/deployment-status'] });
      void qc.invalidateQueries({ queryKey: ['/api/webhook-configs'] });
      setJobId(null);
    } else if (state === 'failed' || state === 'canceled') {
      setPhase('idle');
      toast.error(t('webhooks.deployFailed'), { description: t('webhooks.deployFailedText') });
      setJobId(null);
    }
  }, [jobId, state, job.data, qc, t]);

  const start = async () => {
    setPhase('deploying');
    try {
      const r = await apiRequest<{ jobId: string }>('POST', '/api/deploy-webhooks', { body: {} });
      setJobId(r.jobId);
    } catch {
      setPhase('idle');
      toast.error(t('webhooks.deployFailed'), { description: t('webhooks.deployFailedText') });
    }
  };

  const percent = phase === 'done' ? 100 : phase === 'deploying' ? (jobPercent(job.data) ?? 0) : 0;
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <Button onClick={start} disabled={disabled || phase === 'deploying'}>
        {phase === 'deploying' ? t('webhooks.deploying') : t('webhooks.deployAll')}
      </Button>
      <Progress value={percent} aria-label={t('webhooks.progress')} data-percent={percent} />
    </div>
  );
}
