import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  useTranslation,
} from '@ecohub/web-kit';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';

/** The Conversion Funnel of the chosen site; choosing another site asks the server for its funnel. */
export function FunnelCard({
  report,
  f,
  site,
  onSite,
}: {
  report: AnalyticsReport;
  f: Formatters;
  site: string | null;
  onSite(id: string): void;
}) {
  const { t } = useTranslation('analytics');
  const stepLabel = (step: string) => (step === 'page' ? t('analytics.step.page') : step);
  const selected = site ?? report.funnel?.siteId ?? '';
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('analytics.funnel')}</CardTitle>
          {report.sites.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t('analytics.funnelSite')}</span>
              <select
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={selected}
                onChange={(e) => onSite(e.target.value)}
                data-testid="funnel-site"
              >
                {report.sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <CardDescription>{t('analytics.funnelNote')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {!report.funnel && <p className="text-sm text-muted-foreground">{t('analytics.noFunnel')}</p>}
        {report.funnel?.steps.map((s) => (
          <div key={s.step} className="space-y-1" data-testid="funnel-step">
            <div className="flex justify-between text-sm">
              <span>{stepLabel(s.step)}</span>
              <span className="text-muted-foreground">
                {f.number(s.visitors)} ({f.percent(s.rate)}%)
              </span>
            </div>
            <Progress value={s.rate} aria-label={stepLabel(s.step)} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
