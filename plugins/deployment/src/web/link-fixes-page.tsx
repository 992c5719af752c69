import {
  Button,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import type { ApplyResult } from '../shared/link-fixes.ts';
import { AnalyticsTab } from './link-fixes/analytics-tab.tsx';
import { downloadPackage, useLinkFixReport } from './link-fixes/api.ts';
import { CrawlButton } from './link-fixes/crawl-button.tsx';
import { DeploymentTab } from './link-fixes/deployment-tab.tsx';
import { FixCard } from './link-fixes/fix-card.tsx';
import { OverviewTab } from './link-fixes/overview-tab.tsx';
import { SummaryTiles } from './link-fixes/tiles.tsx';

/** /deployment (the caller's organisation) and /deployment-demo (the demo organisation, read-only). */
export function LinkFixesView({ demo }: { demo: boolean }) {
  const { t } = useTranslation('deployment');
  const fmt = useFormat();
  const report = useLinkFixReport(demo);
  const [applied, setApplied] = useState<ApplyResult | null>(null);
  const failedAt = report.isError ? report.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t('linkFixes.loadFailed'));
  }, [failedAt, t]);

  const download = () => downloadPackage(demo).catch(() => toast.error(t('linkFixes.downloadFailed')));
  const r = report.data;
  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('linkFixes.title')}</h1>
          <p className="text-muted-foreground">{t('linkFixes.subtitle')}</p>
          {demo && <p className="text-sm text-muted-foreground">{t('demoNotice')}</p>}
          {r && (
            <p className="text-sm" data-testid="last-crawl">
              {r.crawl
                ? t('linkFixes.lastCrawl', {
                    time: fmt.dateTime(r.crawl.finishedAt ?? r.crawl.startedAt),
                    pages: fmt.number(r.crawl.pages),
                    links: fmt.number(r.crawl.links),
                  })
                : t('linkFixes.noCrawl')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <CrawlButton disabled={demo} />
          <Button variant="outline" onClick={download} disabled={!r}>
            {t('linkFixes.download')}
          </Button>
        </div>
      </header>
      {report.isError && (
        <p role="alert" className="text-destructive">
          {t('linkFixes.loadFailed')}
        </p>
      )}
      {applied && (
        <p
          role="status"
          data-testid="apply-banner"
          className="rounded-md border border-green-600 bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {t('linkFixes.applied', {
            domain: applied.domain,
            resolved: applied.resolved,
            published: applied.published,
          })}
        </p>
      )}
      {report.isLoading && <Skeleton className="h-24" />}
      {r && (
        <>
          <SummaryTiles report={r} />
          <Tabs defaultValue="overview">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="overview">{t('linkFixes.tabs.overview')}</TabsTrigger>
              <TabsTrigger value="fixes">{t('linkFixes.tabs.fixes')}</TabsTrigger>
              <TabsTrigger value="deployment">{t('linkFixes.tabs.deployment')}</TabsTrigger>
              <TabsTrigger value="analytics">{t('linkFixes.tabs.analytics')}</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab report={r} />
            </TabsContent>
            <TabsContent value="fixes" className="grid gap-4 md:grid-cols-2">
              {r.fixes.length === 0 && <p className="text-muted-foreground">{t('linkFixes.empty')}</p>}
              {r.fixes.map((f) => (
                <FixCard key={`${f.id}:${f.fixedUrl}:${f.state}`} fix={f} demo={demo} />
              ))}
            </TabsContent>
            <TabsContent value="deployment">
              <DeploymentTab report={r} demo={demo} onApplied={setApplied} />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab report={r} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </main>
  );
}

export default function LinkFixesPage() {
  return <LinkFixesView demo={false} />;
}
