import { Card, CardContent, CardHeader, CardTitle, Skeleton, useTranslation } from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { DashboardAnalytics } from '../../shared/index.ts';
import { count, usd } from '../format.ts';
import { LoadError } from '../load-error.tsx';

const PERFORMANCE_ROWS = 5;

/**
 * Stat cards and the first 5 apps: the organisation's own figures only — zeros without data, and
 * 'no data yet' for a rate nothing can be computed from (never the spec's sample figures).
 */
export function AnalyticsTab() {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<DashboardAnalytics>({ queryKey: ['/api/analytics/dashboard'] });
  if (q.isLoading) return <Skeleton className="h-48 w-full" />;
  if (q.error) return <LoadError error={q.error} />;
  const d = q.data;
  const stats = [
    {
      label: t('techstack.analytics.users'),
      value: count(d?.totalUsers ?? 0),
      growth: d?.growth.totalUsers,
    },
    {
      label: t('techstack.analytics.revenue'),
      value: usd(d?.monthlyRevenue ?? 0),
      growth: d?.growth.monthlyRevenue,
    },
    {
      label: t('techstack.analytics.crossSell'),
      value: typeof d?.crossSellRate === 'number' ? `${d.crossSellRate}%` : t('techstack.analytics.noData'),
      growth: d?.growth.crossSellRate,
    },
  ];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardHeader>
              <CardTitle className="text-sm text-muted-foreground">{s.label}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold">{s.value}</p>
              {typeof s.growth === 'number' && (
                <p className={s.growth >= 0 ? 'text-sm text-success' : 'text-sm text-destructive'}>
                  {t('techstack.analytics.growth', { value: `${s.growth >= 0 ? '+' : ''}${s.growth}%` })}
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('techstack.analytics.performance')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {(d?.applications ?? []).slice(0, PERFORMANCE_ROWS).map((a) => (
              <li key={a.id} className="flex items-center justify-between py-2">
                <span className="font-medium">{a.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t('techstack.analytics.appUsers', { formatted: count(a.users) })} ·{' '}
                  {t('techstack.analytics.appRevenue', { price: usd(a.revenue) })}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
