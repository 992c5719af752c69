import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  Skeleton,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, LogInIcon, RefreshCwIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appEndpoint, type EcosystemAppsResponse } from '../../shared/index.ts';
import { APPS_KEY } from '../api.ts';
import { LoadError } from '../load-error.tsx';
import { type AppAuthCheck, AUTH_METHOD, checkAll } from './auth-check.ts';

const VARIANT = {
  testing: 'outline',
  authenticated: 'success',
  unauthorized: 'secondary',
  error: 'destructive',
} as const;

/** The auth-status tab: every registry app checked from the browser on open and on refresh. */
export default function AuthStatusPanel() {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<EcosystemAppsResponse>({ queryKey: APPS_KEY });
  const [checks, setChecks] = useState<AppAuthCheck[]>([]);
  const [running, setRunning] = useState(false);
  const run = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    const apps = q.data?.apps ?? [];
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { signal } = controller;
    setRunning(true);
    setChecks(
      apps.map((a) => ({
        url: a.url,
        name: a.name,
        authMethod: AUTH_METHOD,
        status: 'testing',
        responseCode: 0,
        lastChecked: null,
      })),
    );
    try {
      const results = await checkAll(
        apps,
        (i, r) => {
          if (!signal.aborted) setChecks((prev) => prev.map((c, j) => (j === i ? r : c)));
        },
        undefined,
        signal,
      );
      const ok = results.filter((r) => r.status === 'authenticated').length;
      toast(t('auth.complete'), { description: t('auth.completeText', { ok, total: results.length }) });
    } catch {
      // Cancelled (the tab was left, or a newer run started): nothing to report.
      if (!signal.aborted) toast.error(t('auth.failed'), { description: t('auth.failedText') });
    } finally {
      if (!signal.aborted) setRunning(false);
    }
  }, [q.data, t]);

  // Leaving the tab cancels the checks still running.
  useEffect(() => {
    if (q.data) void refresh();
    return () => run.current?.abort();
  }, [q.data, refresh]);

  if (q.isLoading) return <Skeleton className="h-64 w-full" />;
  if (q.error) return <LoadError error={q.error} />;
  const countOf = (s: AppAuthCheck['status']) => checks.filter((c) => c.status === s).length;
  const summary = [
    { label: t('auth.summary.authenticated'), value: countOf('authenticated') },
    { label: t('auth.summary.unauthorized'), value: countOf('unauthorized') },
    { label: t('auth.summary.errors'), value: countOf('error') },
    { label: t('auth.summary.testing'), value: countOf('testing') },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold">{t('auth.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('auth.subtitle')}</p>
        </div>
        <Button onClick={() => void refresh()} disabled={running}>
          <RefreshCwIcon className={running ? 'animate-spin' : undefined} /> {t('auth.refresh')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        {summary.map((s) => (
          <Card key={s.label}>
            <CardContent className="pt-6">
              <p className="text-sm text-muted-foreground">{s.label}</p>
              <p className="text-2xl font-bold">{s.value}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      {checks.length === 0 && <p className="text-muted-foreground">{t('auth.empty')}</p>}
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {checks.map((c) => (
          <Card key={c.url + c.name}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-base">{c.name}</CardTitle>
                <Badge variant={VARIANT[c.status]}>{t(`auth.status.${c.status}`)}</Badge>
              </div>
              <p className="truncate text-xs text-muted-foreground">{c.url}</p>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              {c.status !== 'testing' && <p>{t('auth.code', { code: c.responseCode })}</p>}
              {c.lastChecked && (
                <p className="text-muted-foreground">
                  {t('auth.lastChecked', { time: currentFormat().time(c.lastChecked) })}
                </p>
              )}
              <div className="flex gap-2">
                <Button asChild size="sm" variant="outline">
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon /> {t('auth.visit')}
                  </a>
                </Button>
                {c.status === 'unauthorized' && (
                  <Button asChild size="sm">
                    <a href={appEndpoint(c.url, '/api/login')} target="_blank" rel="noopener noreferrer">
                      <LogInIcon /> {t('auth.login')}
                    </a>
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('auth.ssoTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">{t('auth.ssoText')}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('auth.tipsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-inside list-disc space-y-1 text-sm">
              <li>{t('auth.tips.401')}</li>
              <li>{t('auth.tips.404')}</li>
              <li>{t('auth.tips.500')}</li>
              <li>{t('auth.tips.network')}</li>
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
