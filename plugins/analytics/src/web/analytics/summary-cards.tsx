import { Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';
import { ChangeLine } from '../overview/change-line.tsx';

const ERROR_PERCENT = 2.3;

/** Total Visitors, Total Revenue, Avg Conversion, Active Users of the period. */
export function SummaryCards({ report, f }: { report: AnalyticsReport; f: Formatters }) {
  const { t } = useTranslation('analytics');
  const s = report.summary;
  const cards = [
    { id: 'visitors', label: t('analytics.visitors'), fig: s.visitors, text: f.number(s.visitors.value) },
    { id: 'revenue', label: t('analytics.revenue'), fig: s.revenue, text: f.money(s.revenue.value) },
    {
      id: 'conversion',
      label: t('analytics.conversion'),
      fig: s.conversion,
      text: `${f.percent(s.conversion.value)}%`,
    },
    {
      id: 'activeUsers',
      label: t('analytics.activeUsers'),
      fig: s.activeUsers,
      text: f.number(s.activeUsers.value),
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.id}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium">{c.label}</CardTitle>
          </CardHeader>
          <CardContent>
            <p
              className="text-2xl font-bold"
              data-testid={`summary-${c.id}`}
              title={c.fig.approximate ? t('approximate', { error: f.percent(ERROR_PERCENT) }) : undefined}
            >
              {c.text}
            </p>
            <ChangeLine value={c.fig.value} previous={c.fig.previous} label="vsPrevious" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
