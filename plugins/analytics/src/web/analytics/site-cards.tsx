import { Badge, Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';

/** One card per site: visitors, growth, conversion rate, revenue and top pages. */
export function SiteCards({ report, f }: { report: AnalyticsReport; f: Formatters }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {report.sites.map((s) => (
        <Card key={s.id} data-testid="site-card">
          <CardHeader className="flex-row items-center justify-between pb-2">
            <CardTitle className="text-base">{s.name}</CardTitle>
            {s.visitors.growth !== null && (
              <Badge variant={s.visitors.growth >= 0 ? 'secondary' : 'destructive'}>
                {f.change(s.visitors.growth)}
              </Badge>
            )}
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <dl className="grid grid-cols-3 gap-2">
              <div>
                <dt className="text-muted-foreground">{t('analytics.monthlyVisitors')}</dt>
                <dd className="font-semibold">{f.number(s.visitors.value)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('analytics.conversionRate')}</dt>
                <dd className="font-semibold">{f.percent(s.conversionRate)}%</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('analytics.siteRevenue')}</dt>
                <dd className="font-semibold">{f.money(s.revenue)}</dd>
              </div>
            </dl>
            <div>
              <p className="mb-1 text-muted-foreground">{t('analytics.topPages')}</p>
              {s.topPages.length === 0 && <p className="text-muted-foreground">{t('analytics.noPages')}</p>}
              <ul className="space-y-1">
                {s.topPages.map((p) => (
                  <li key={p.path} className="flex justify-between gap-2">
                    <span className="truncate">{p.path}</span>
                    <span className="shrink-0 text-muted-foreground">
                      {t('analytics.views', { views: f.number(p.views) })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
