import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Label,
  Progress,
  Switch,
  serverMessage,
  toast,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { useHealth, useIntegrationStatus, useLiveEvents } from './api.ts';
import { useLiveStream } from './live-stream.ts';

/** The recent-events bar: min(recent events × 2, 100) (spec 002 §9). */
export const recentEventsPercent = (n: number) => Math.min(n * 2, 100);

/** /phase3 (the caller's organisation) and /phase3-demo (the demo organisation, read-only). */
export function Phase3View({ demo }: { demo: boolean }) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [auto, setAuto] = useState(true);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const status = useIntegrationStatus(demo, auto);
  const live = useLiveEvents(demo);
  const health = useHealth(demo);
  useLiveStream(!demo);
  const refresh = () => void qc.invalidateQueries({ queryKey: ['/api/integration-status'] });

  const integrate = async (appId: string, name: string) => {
    setPending((s) => new Set(s).add(appId));
    try {
      await apiRequest('POST', `/api/integrate/${encodeURIComponent(appId)}`);
      toast.success(t('phase3.started'), { description: t('phase3.startedText', { app: name }) });
    } catch (err) {
      toast.error(t('phase3.failed'), { description: serverMessage(err, t('phase3.failedText')) });
    } finally {
      setPending((s) => {
        const n = new Set(s);
        n.delete(appId);
        return n;
      });
      refresh();
    }
  };
  const integrateAll = async () => {
    try {
      const r = await apiRequest<{ summary: { total_apps: number } }>('POST', '/api/integrate-all');
      toast.success(t('phase3.bulkStarted'), {
        description: t('phase3.bulkStartedText', { n: r.summary.total_apps }),
      });
    } catch (err) {
      toast.error(t('phase3.bulkFailed'), { description: serverMessage(err, t('phase3.failedText')) });
    }
    refresh();
  };

  const s = status.data;
  const h = health.data?.ecosystem_health;
  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('phase3.title')}</h1>
          <p className="text-muted-foreground">{t('phase3.subtitle')}</p>
          {demo && <p className="text-sm text-muted-foreground">{t('demoNotice')}</p>}
        </div>
        <div className="flex items-center gap-4">
          <div className="flex items-center gap-2">
            <Switch id="auto-refresh" checked={auto} onCheckedChange={setAuto} />
            <Label htmlFor="auto-refresh">{t('phase3.autoRefresh')}</Label>
          </div>
          {!demo && <Button onClick={integrateAll}>{t('phase3.integrateAll')}</Button>}
        </div>
      </header>

      <section className="grid gap-4 md:grid-cols-3">
        <Metric label={t('phase3.metrics.total')} value={s?.summary.total_apps ?? '–'} />
        <Metric label={t('phase3.metrics.active')} value={s?.summary.active_apps ?? '–'} />
        <Metric label={t('phase3.metrics.progress')} value={s ? `${s.summary.overall_progress}%` : '–'} />
      </section>

      <section className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('phase3.liveEvents')}</CardTitle>
          </CardHeader>
          <CardContent>
            {live.data && live.data.events.length === 0 && (
              <p className="text-muted-foreground">{t('phase3.noEvents')}</p>
            )}
            <ul className="divide-y" data-testid="live-events">
              {live.data?.events.slice(0, 10).map((e) => (
                <li key={e.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <strong>{e.app}</strong> {e.description}
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge variant={e.status === 'ok' ? 'default' : 'destructive'}>{e.status}</Badge>
                    <time className="text-xs text-muted-foreground">
                      {new Date(e.timestamp).toLocaleTimeString()}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('phase3.health.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>
              {t('phase3.health.uptime')}: <strong>{h ? `${h.uptime_percentage}%` : '–'}</strong>
            </p>
            <p>
              {t('phase3.health.active')}:{' '}
              <strong>{h ? `${h.active_applications}/${h.total_applications}` : '–'}</strong>
            </p>
            <p>
              {t('phase3.health.recent')}: <strong>{h?.recent_events ?? '–'}</strong>
            </p>
            <Progress
              value={recentEventsPercent(h?.recent_events ?? 0)}
              aria-label={t('phase3.health.recent')}
            />
            <p>
              {t('phase3.health.alerts')}: <strong>{health.data?.alerts ?? '–'}</strong>
            </p>
          </CardContent>
        </Card>
      </section>

      <section className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {s &&
          Object.entries(s.applications).map(([slug, a]) => (
            <Card key={slug} data-testid={`integration-${slug}`}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2 text-base">
                  {a.name}
                  <Badge
                    variant={
                      a.status === 'active' ? 'default' : a.status === 'error' ? 'destructive' : 'secondary'
                    }
                  >
                    {t(`phase3.status.${a.status}`)}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <Progress value={a.deployment_progress} aria-label={t('phase3.card.progress')} />
                <p>{t('phase3.card.events', { count: a.events_received })}</p>
                <p>{t('phase3.card.errors', { count: a.error_count })}</p>
                {a.last_error && <p className="text-xs text-destructive">{a.last_error}</p>}
                {!demo && (
                  <Button
                    size="sm"
                    onClick={() => integrate(a.app_id, a.name)}
                    disabled={a.status === 'active' || a.status === 'integrating' || pending.has(a.app_id)}
                  >
                    {t('phase3.integrate')}
                  </Button>
                )}
              </CardContent>
            </Card>
          ))}
      </section>
    </main>
  );
}

function Metric({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-sm text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="text-3xl font-bold">{value}</CardContent>
    </Card>
  );
}

export default function Phase3Page() {
  return <Phase3View demo={false} />;
}
