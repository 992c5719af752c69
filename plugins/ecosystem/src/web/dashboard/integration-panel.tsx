import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import type { EcosystemStats, EcosystemStatus, EcosystemStatusValue } from '../../shared/index.ts';
import { demoQuery, downloadJson } from '../api.ts';
import { count } from '../format.ts';
import { LoadError } from '../load-error.tsx';

const STATUS_LABEL = {
  operational: 'dashboard.operational',
  quiet: 'dashboard.quiet',
  empty: 'dashboard.noApplications',
} as const satisfies Record<EcosystemStatusValue, string>;

/** The status the server computes from the organisation's records, and the integration package download. */
export function IntegrationPanel({ demo }: { demo: boolean }) {
  const { t } = useTranslation('ecosystem');
  const status = useQuery<EcosystemStatus>({
    queryKey: ['/api/ecosystem/status', { demo }],
    ...demoQuery(demo),
  });
  const stats = useQuery<EcosystemStats>({
    queryKey: ['/api/ecosystem/stats', { demo }],
    ...demoQuery(demo),
  });
  const download = () =>
    downloadJson('/api/ecosystem/integration-package', 'ecosystem-integration-package.json', demo).catch(
      (err) =>
        toast.error(t('dashboard.downloadFailed'), {
          description: serverMessage(err, (err as Error).message),
        }),
    );
  const s = status.data;
  const rows = s
    ? [
        { label: t('dashboard.status'), value: t(STATUS_LABEL[s.status]) },
        { label: t('dashboard.published'), value: `${s.registry.published}/${s.registry.applications}` },
        { label: t('dashboard.withOrigins'), value: String(s.registry.withAllowedOrigins) },
        { label: t('dashboard.trackedUsers'), value: count(stats.data?.trackedUsers ?? 0) },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.integration')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {status.isLoading && <Skeleton className="h-20" />}
        {status.error && <LoadError error={status.error} />}
        {rows.map((r) => (
          <p key={r.label} className="flex justify-between">
            <span>{r.label}</span>
            <span className="font-semibold">{r.value}</span>
          </p>
        ))}
        <Button className="w-full" variant="outline" onClick={download}>
          <DownloadIcon /> {t('dashboard.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
