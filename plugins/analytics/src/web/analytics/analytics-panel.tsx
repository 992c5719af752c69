import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { type AnalyticsReport, type Period, reportKey } from '../api.ts';
import { formatters } from '../format.ts';
import { FunnelCard } from './funnel-card.tsx';
import { InsightsCard } from './insights-card.tsx';
import { SiteCards } from './site-cards.tsx';
import { SourcesCard } from './sources-card.tsx';
import { SummaryCards } from './summary-cards.tsx';

const VisitorsChart = lazy(() => import('./visitors-chart.tsx'));
const PERIODS: Period[] = ['7d', '30d', '90d', '1y'];

/** The analytics tab (spec 001 §2.6): the period and the funnel's site both drive the query. */
export default function AnalyticsPanel() {
  const { t, i18n } = useTranslation('analytics');
  const [period, setPeriod] = useState<Period>('30d');
  const [site, setSite] = useState<string | null>(null);
  const { data, isLoading, isError } = useQuery<AnalyticsReport>({
    queryKey: reportKey(period, site),
    placeholderData: keepPreviousData,
  });
  const f = formatters(i18n.language, data?.currency ?? 'USD');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{t('analytics.title')}</h2>
          {data && (
            <p className="text-sm text-muted-foreground">
              {t('analytics.subtitle', { from: f.day(data.from), to: f.day(data.to) })}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('analytics.period')}</span>
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
            data-testid="period"
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`analytics.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading && <Skeleton className="h-64 w-full" />}
      {isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
      {data && (
        <>
          <SummaryCards report={data} f={f} />
          <SiteCards report={data} f={f} />
          {data.sites.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>{t('analytics.chart')}</CardTitle>
              </CardHeader>
              <CardContent>
                <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                  <VisitorsChart report={data} f={f} />
                </Suspense>
              </CardContent>
            </Card>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <SourcesCard report={data} f={f} />
            <FunnelCard report={data} f={f} site={site} onSite={setSite} />
          </div>
          <InsightsCard report={data} f={f} />
        </>
      )}
    </div>
  );
}
