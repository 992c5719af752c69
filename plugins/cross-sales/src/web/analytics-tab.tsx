import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Progress,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import type { CrossSalesMetrics } from '../shared/index.ts';

/** The funnel impression → click → signup → purchase and the top target apps. */
export function AnalyticsTab({ metrics }: { metrics: CrossSalesMetrics }) {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.funnel')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {metrics.conversionFunnel.map((s) => (
            <div key={s.stage} className="space-y-1" data-testid="funnel-stage">
              <div className="flex justify-between text-sm">
                <span>{t(`analytics.stages.${s.stage}`)}</span>
                <span className="text-muted-foreground">
                  {f.number(s.count)} ({f.percent(s.percentage / 100)})
                </span>
              </div>
              <Progress value={s.percentage} />
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.topApps')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          {metrics.topTargetApps.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('analytics.noApps')}</p>
          )}
          {metrics.topTargetApps.map((a) => (
            <div key={a.appId} className="flex flex-wrap justify-between gap-2 text-sm" data-testid="top-app">
              <span className="font-medium">{a.app}</span>
              <span className="text-muted-foreground">
                {t('analytics.clicks', { count: a.count })} · {f.currency(a.revenue)}
              </span>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
