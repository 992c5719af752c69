import { Card, CardContent, CardHeader, CardTitle, useFormat, useTranslation } from '@ecohub/web-kit';
import type { WebsiteSummary } from '../shared/website.ts';

/** Active Websites, Total Leads, Page Views, Avg Conversion (spec 002 §2), computed by the server. */
export function SummaryCards({ summary }: { summary: WebsiteSummary }) {
  const { t } = useTranslation('idx');
  const f = useFormat();
  const cards = [
    ['activeWebsites', f.number(summary.activeWebsites)],
    ['totalLeads', f.number(summary.totalLeads)],
    ['pageViews', f.number(summary.pageViews)],
    ['avgConversion', f.percent(summary.avgConversion / 100)],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(([key, value]) => (
        <Card key={key}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{t(`summary.${key}`)}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold" data-testid={`idx-${key}`}>
              {value}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
