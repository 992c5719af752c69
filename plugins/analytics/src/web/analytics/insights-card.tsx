import { Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import { LightbulbIcon, TrendingUpIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';

/** The three Performance Insights, each computed by the server with the numbers behind it. */
export function InsightsCard({ report, f }: { report: AnalyticsReport; f: Formatters }) {
  const { t } = useTranslation('analytics');
  const { strongest, dropOff, trending } = report.insights;
  const step = (s: string) => (s === 'page' ? t('analytics.step.page') : s);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.insights')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 md:grid-cols-3">
        <Insight icon={<TrophyIcon className="size-4" />} title={t('analytics.strong')}>
          {strongest
            ? t('analytics.strongText', {
                site: strongest.name,
                rate: f.percent(strongest.conversionRate),
                visitors: f.number(strongest.visitors),
                revenue: f.money(strongest.revenue),
              })
            : t('analytics.noInsight')}
        </Insight>
        <Insight icon={<LightbulbIcon className="size-4" />} title={t('analytics.optimize')}>
          {dropOff
            ? t('analytics.optimizeText', {
                site: dropOff.name,
                rate: f.percent(dropOff.dropRate),
                from: step(dropOff.from),
                to: step(dropOff.to),
                lost: f.number(dropOff.lost),
              })
            : t('analytics.noInsight')}
        </Insight>
        <Insight icon={<TrendingUpIcon className="size-4" />} title={t('analytics.trending')}>
          {trending
            ? t('analytics.trendingText', {
                source: t(`analytics.source.${trending.source}`),
                growth: f.percent(trending.growth),
                previous: f.number(trending.previous),
                visits: f.number(trending.visits),
              })
            : t('analytics.noInsight')}
        </Insight>
      </CardContent>
    </Card>
  );
}

function Insight({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border p-3 text-sm" data-testid="insight">
      <p className="mb-1 flex items-center gap-2 font-medium">
        {icon}
        {title}
      </p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
