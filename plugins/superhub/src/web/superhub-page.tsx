import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  currentFormat,
  Progress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useTranslation,
} from '@ecohub/web-kit';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REFRESH_SPIN_MS } from '../shared/index.ts';
import { BackupCard } from './backup-card.tsx';
import { FeatureFlagsCard } from './feature-flags-card.tsx';
import { useSuperhubDashboard } from './use-dashboard.ts';

/** The recent-events bar: min(recent events × 2, 100) (spec 002 "SuperHub dashboard"). */
export const eventsProgress = (recent: number) => Math.min(recent * 2, 100);

/** /superhub (the caller's organisation) and /superhub-demo (the demo organisation, read-only). */
export function SuperhubDashboardView({ demo }: { demo: boolean }) {
  const { t } = useTranslation('superhub');
  const q = useSuperhubDashboard(demo);
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
    return () => clearTimeout(timer);
  }, [spinning]);
  const refresh = () => {
    setSpinning(true);
    void q.refetch();
  };
  const d = q.data;

  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
          {demo && <p className="text-sm text-muted-foreground">{t('demoNotice')}</p>}
        </div>
        <Button variant="outline" onClick={refresh} aria-label={t('refresh')}>
          <RefreshCwIcon className={cn('size-4', spinning && 'animate-spin')} />
          {t('refresh')}
        </Button>
      </header>
      {q.isLoading && <Skeleton className="h-96" />}
      {d && (
        <>
          <section className="grid gap-4 md:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle className="text-sm text-muted-foreground">{t('stats.totalApps')}</CardTitle>
              </CardHeader>
              <CardContent className="text-3xl font-bold">{d.stats.total_apps}</CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-sm text-muted-foreground">{t('stats.recentEvents')}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2">
                <p className="text-3xl font-bold">{d.stats.recent_events}</p>
                <Progress value={eventsProgress(d.stats.recent_events)} aria-label={t('events.activity')} />
                <p className="text-xs text-muted-foreground">{t('stats.recentHint')}</p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-sm text-muted-foreground">{t('stats.monitoring')}</CardTitle>
              </CardHeader>
              <CardContent>
                <Badge variant={d.stats.monitoring_active ? 'default' : 'secondary'}>
                  {t(d.stats.monitoring_active ? 'stats.active' : 'stats.inactive')}
                </Badge>
              </CardContent>
            </Card>
          </section>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-6">
              <Card>
                <CardHeader>
                  <CardTitle>{t('events.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  {d.logs.length === 0 ? (
                    <p className="text-muted-foreground">{t('events.empty')}</p>
                  ) : (
                    <ul className="divide-y">
                      {d.logs.map((l) => (
                        <li key={l.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                          <Badge variant={l.payload.status === 'ok' ? 'default' : 'destructive'}>
                            {l.payload.status}
                          </Badge>
                          <span className="font-medium break-all">{l.payload.app}</span>
                          <span>{l.payload.event}</span>
                          {l.payload.tag && <Badge variant="outline">{l.payload.tag}</Badge>}
                          <time className="ml-auto text-muted-foreground" dateTime={l.timestamp}>
                            {currentFormat().dateTime(l.timestamp)}
                          </time>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{t('endpoints.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t('endpoints.method')}</TableHead>
                        <TableHead>{t('endpoints.path')}</TableHead>
                        <TableHead>{t('endpoints.description')}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {d.endpoints.map((e) => (
                        <TableRow key={`${e.method} ${e.path}`}>
                          <TableCell>
                            <Badge variant="outline">{e.method}</Badge>
                          </TableCell>
                          <TableCell className="font-mono text-xs break-all whitespace-normal">
                            {e.path}
                          </TableCell>
                          <TableCell className="min-w-48 text-sm whitespace-normal">
                            {e.description}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
            </div>
            <aside className="min-w-0 space-y-6">
              <Card>
                <CardHeader>
                  <CardTitle>{t('apps.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  {d.apps.length === 0 ? (
                    <p className="text-muted-foreground">{t('apps.empty')}</p>
                  ) : (
                    <ul className="space-y-2 text-sm">
                      {d.apps.map((a) => (
                        <li key={a.id}>
                          <a
                            href={a.url}
                            target="_blank"
                            rel="noreferrer"
                            className="font-medium break-all hover:underline"
                          >
                            {a.name}
                          </a>
                          <p className="text-xs text-muted-foreground">
                            {t('apps.events', { count: a.events })} · {t('apps.errors', { count: a.errors })}
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <FeatureFlagsCard flags={d.feature_flags} demo={demo} />
              <BackupCard demo={demo} />
            </aside>
          </div>
        </>
      )}
    </main>
  );
}

export default function SuperhubPage() {
  return <SuperhubDashboardView demo={false} />;
}
