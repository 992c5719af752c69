import { Badge, Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import type { LinkFixReport } from '../../shared/link-fixes.ts';

/** Fixes by category, the critical fixes, the deployment instructions. */
export function OverviewTab({ report }: { report: LinkFixReport }) {
  const { t } = useTranslation('deployment');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.byCategory')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {Object.keys(report.fixesByCategory).length === 0 && (
            <p className="text-muted-foreground">{t('linkFixes.empty')}</p>
          )}
          {Object.entries(report.fixesByCategory).map(([category, n]) => (
            <div key={category} className="flex items-center justify-between gap-2">
              <span>{t(`linkFixes.category.${category}`)}</span>
              <Badge variant="secondary">{n}</Badge>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.instructions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-6 text-sm">
            {report.deploymentInstructions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base">{t('linkFixes.critical')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('linkFixes.criticalHint')}</p>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {report.criticalFixes.length === 0 && (
            <p className="text-muted-foreground">{t('linkFixes.noCritical')}</p>
          )}
          {report.criticalFixes.map((f) => (
            <div
              key={f.brokenUrl}
              className="space-y-1 border-b pb-2 last:border-0"
              data-testid="critical-fix"
            >
              <p className="break-all font-mono text-xs">{f.brokenUrl}</p>
              <p className="break-all font-mono text-xs text-muted-foreground">→ {f.fixedUrl ?? '—'}</p>
              <p>{f.reason}</p>
              <p className="text-xs text-muted-foreground">
                {t('linkFixes.sources', { count: f.sources.length })}
              </p>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
