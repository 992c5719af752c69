import { Badge, Card, CardContent, CardHeader, CardTitle, Progress, useTranslation } from '@ecohub/web-kit';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';

/** Spec 001 §2.6: the growth badge is highlighted when growth is above 20. */
const HIGHLIGHT_GROWTH = 20;

export function SourcesCard({ report, f }: { report: AnalyticsReport; f: Formatters }) {
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.sources')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {report.sources.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('analytics.noSources')}</p>
        )}
        {report.sources.map((s) => (
          <div key={s.source} className="space-y-1" data-testid="source-row">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{t(`analytics.source.${s.source}`)}</span>
              <span className="flex items-center gap-2 text-muted-foreground">
                {t('analytics.visits', { visits: f.number(s.visits) })}
                {s.growth !== null && (
                  <Badge variant={s.growth > HIGHLIGHT_GROWTH ? 'default' : 'secondary'}>
                    {f.change(s.growth)}
                  </Badge>
                )}
              </span>
            </div>
            <Progress value={s.share} aria-label={t(`analytics.source.${s.source}`)} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
