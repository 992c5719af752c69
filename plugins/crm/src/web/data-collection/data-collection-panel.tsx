import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  isJobFinished,
  jobPercent,
  Progress,
  toast,
  useJob,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import type { CollectionEndpoint, CollectionProgress, EcosystemReport } from '../../shared/index.ts';
import { ENDPOINTS_KEY, PROGRESS_KEY, REPORT_KEY, refreshContacts } from '../api.ts';
import { count, usd } from '../format.ts';
import { collectionOutcome } from './collection-outcome.ts';

/** While a collection request runs and its job is not known yet, how often the latest run is asked. */
const FIND_JOB_MS = 1000;

/**
 * Data collection (spec 001 §2.9): pull contacts from every app, with the job's real progress. A
 * collect request waits for its job; meanwhile the panel finds the job from the latest run
 * (GET /api/data-collection/progress) and follows it with `useJob`, the one progress channel.
 */
export default function DataCollectionPanel() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const endpoints = useQuery<CollectionEndpoint[]>({ queryKey: ENDPOINTS_KEY });
  const report = useQuery<EcosystemReport>({ queryKey: REPORT_KEY });

  const after = () => void refreshContacts(qc);
  const collectAll = useMutation({
    mutationFn: () => apiRequest<CollectionProgress>('POST', '/api/data-collection/collect-all'),
    onSuccess: (r) => {
      const o = collectionOutcome(r);
      if (o.kind === 'failed') {
        toast.error(t('collection.collectAllFailedTitle'), {
          description: t('collection.collectAllFailedText'),
        });
      } else if (o.kind === 'partial') {
        toast.warning(t('collection.collectedPartTitle'), {
          description: t('collection.collectedPartText', { ...o }),
        });
      } else {
        toast(t('collection.collectedAllTitle'), {
          description: t('collection.collectedAllText', { apps: o.total, contacts: o.contacts }),
        });
      }
      after();
    },
    onError: () =>
      toast.error(t('collection.collectAllFailedTitle'), {
        description: t('collection.collectAllFailedText'),
      }),
  });
  const collectOne = useMutation({
    mutationFn: (appName: string) =>
      apiRequest<{ app: { name: string }; integration: { integrated: number } }>(
        'POST',
        '/api/data-collection/collect-single',
        { body: { appName } },
      ),
    onSuccess: (r) => {
      toast(t('collection.collectedOneTitle'), {
        description: t('collection.collectedOneText', { name: r.app.name, count: r.integration.integrated }),
      });
      after();
    },
    onError: () =>
      toast.error(t('collection.collectAllFailedTitle'), {
        description: t('collection.collectOneFailedText'),
      }),
  });
  const ecosystem = useMutation({
    mutationFn: () =>
      apiRequest<{ created: number; updated: number }>('POST', '/api/data-collection/create-ecosystem'),
    onSuccess: (r) => {
      toast(t('collection.ecosystemTitle'), { description: t('collection.ecosystemText', r) });
      after();
    },
    onError: () =>
      toast.error(t('collection.ecosystemFailedTitle'), { description: t('collection.ecosystemFailedText') }),
  });
  const update = useMutation({
    mutationFn: () => apiRequest<{ standardized: number }>('POST', '/api/data-collection/update-sources'),
    onSuccess: (r) => {
      toast(t('collection.sourcesUpdatedTitle'), {
        description: t('collection.sourcesUpdatedText', { count: r.standardized }),
      });
      after();
    },
    onError: () =>
      toast.error(t('collection.updateFailedTitle'), { description: t('collection.updateFailedText') }),
  });

  const running = collectAll.isPending || collectOne.isPending || ecosystem.isPending;
  const latest = useQuery<CollectionProgress | null>({
    queryKey: PROGRESS_KEY,
    // Only until the running collection's job is known; then useJob follows it.
    refetchInterval: (q) => (running && q.state.data?.status !== 'running' ? FIND_JOB_MS : false),
  });
  const p = latest.data;
  const job = useJob(p?.status === 'running' ? p.jobId : null);
  const view = job.data;
  const jobRunning = !!view && !isJobFinished(view.state);
  const showProgress = running || jobRunning;
  const r = report.data;
  const activeSources = r ? Object.keys(r.contactsBySource).length : 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={running} onClick={() => ecosystem.mutate()}>
          {t('collection.createEcosystem')}
        </Button>
        <Button disabled={running} onClick={() => collectAll.mutate()}>
          {t('collection.collectAll')}
        </Button>
      </div>

      {showProgress && (
        <Card>
          <CardHeader>
            <CardTitle>{t('collection.inProgress')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <Progress value={(view && jobPercent(view)) ?? 0} max={100} />
            <p className="text-sm text-muted-foreground">
              {t('collection.progress', {
                done: view?.progress?.done ?? 0,
                total: view?.progress?.total ?? 0,
                contacts: view?.counts.contacts ?? 0,
              })}
            </p>
          </CardContent>
        </Card>
      )}
      {!showProgress && p && p.errors.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('collection.lastErrors')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {p.errors.map((e) => (
                <li key={e.app}>
                  <span className="font-medium">{e.app}</span>:{' '}
                  <span className="text-muted-foreground">{e.message}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {endpoints.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('collection.noEndpoints')}</p>
        )}
        {endpoints.data?.map((e) => (
          <Card key={e.id}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-base">{e.name}</CardTitle>
                <Badge variant="secondary">{e.category}</Badge>
              </div>
              <CardDescription>{e.description}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="truncate text-xs text-muted-foreground">{e.url}</p>
              <div className="flex gap-2">
                {e.url && (
                  <Button variant="outline" size="sm" asChild>
                    <a href={e.url} target="_blank" rel="noreferrer">
                      {t('collection.visit')}
                    </a>
                  </Button>
                )}
                <Button size="sm" disabled={running} onClick={() => collectOne.mutate(e.name)}>
                  {t('collection.collect')}
                </Button>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>{t('collection.reportTitle')}</CardTitle>
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate()}>
            {t('collection.updateSources')}
          </Button>
        </CardHeader>
        <CardContent>
          {!r || r.totalContacts === 0 ? (
            <p className="text-sm text-muted-foreground">{t('collection.noReport')}</p>
          ) : (
            <div className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-4">
                {[
                  [t('collection.totalContacts'), count(r.totalContacts)],
                  [t('collection.activeSources'), count(activeSources)],
                  [t('collection.totalValue'), usd(r.totalValue)],
                  [t('collection.connectedApps'), count(endpoints.data?.length ?? 0)],
                ].map(([label, value]) => (
                  <div key={label}>
                    <div className="text-sm text-muted-foreground">{label}</div>
                    <div className="text-xl font-bold">{value}</div>
                  </div>
                ))}
              </div>
              <div>
                <h4 className="mb-2 text-sm font-medium">{t('collection.topSources')}</h4>
                <ul className="space-y-1 text-sm">
                  {r.topSources.map((s) => (
                    <li key={s.source} className="flex justify-between">
                      <span>{s.source}</span>
                      <span className="text-muted-foreground">
                        {count(s.count)} · {usd(s.value)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('collection.processTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
            <li>{t('collection.process1')}</li>
            <li>{t('collection.process2')}</li>
            <li>{t('collection.process3')}</li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
