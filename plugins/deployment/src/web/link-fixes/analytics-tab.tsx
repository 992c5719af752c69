import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Progress,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import type { LinkFixReport } from '../../shared/link-fixes.ts';

/** The success rate and its formula, broken links by kind and by domain, the last crawl's figures. */
export function AnalyticsTab({ report }: { report: LinkFixReport }) {
  const { t } = useTranslation('deployment');
  const fmt = useFormat();
  const byFault: Record<string, number> = {};
  for (const f of report.fixes) if (f.state !== 'rejected') byFault[f.fault] = (byFault[f.fault] ?? 0) + 1;
  const crawl = report.crawl;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.tiles.successRate')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <p className="text-2xl font-bold" data-testid="success-rate">
            {fmt.percent(report.successRate / 100)}
          </p>
          <Progress value={report.successRate} aria-label={t('linkFixes.tiles.successRate')} />
          <p className="text-muted-foreground">{t('linkFixes.analytics.formula')}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.analytics.byFault')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          {Object.entries(byFault).map(([fault, n]) => (
            <div key={fault} className="flex justify-between gap-2">
              <span>{t(`linkFixes.fault.${fault}`)}</span>
              <span className="font-medium">{fmt.number(n)}</span>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.analytics.byDomain')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          {report.domains.map((d) => (
            <div key={d.domain} className="flex justify-between gap-2">
              <span className="break-all">{d.domain}</span>
              <span className="font-medium">{fmt.number(d.fixes)}</span>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.tiles.pages')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          {crawl ? (
            [
              [t('linkFixes.tiles.pages'), crawl.pages],
              [t('linkFixes.analytics.links'), crawl.links],
              [t('linkFixes.analytics.broken'), crawl.broken],
            ].map(([label, n]) => (
              <div key={String(label)} className="flex justify-between gap-2">
                <span>{label}</span>
                <span className="font-medium">{fmt.number(Number(n))}</span>
              </div>
            ))
          ) : (
            <p className="text-muted-foreground">{t('linkFixes.noCrawl')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
