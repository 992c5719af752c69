import { Card, CardContent, CardHeader, CardTitle, useFormat, useTranslation } from '@ecohub/web-kit';
import type { LinkFixReport } from '../../shared/link-fixes.ts';

/** The summary tiles: total fixes, critical fixes, success rate (spec 002 §9), pages crawled. */
export function SummaryTiles({ report }: { report: LinkFixReport }) {
  const { t } = useTranslation('deployment');
  const fmt = useFormat();
  const tiles = [
    { key: 'total', value: fmt.number(report.totalFixes) },
    { key: 'critical', value: fmt.number(report.criticalFixes.length) },
    { key: 'successRate', value: fmt.percent(report.successRate / 100) },
    { key: 'pages', value: fmt.number(report.crawl?.pages ?? 0) },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key} data-testid={`tile-${tile.key}`}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">
              {t(`linkFixes.tiles.${tile.key}`)}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-2xl font-bold">{tile.value}</CardContent>
        </Card>
      ))}
    </div>
  );
}
