import {
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { CrossSalesMetrics } from '../shared/index.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { METRICS_KEY } from './api.ts';
import { BacklinksTab } from './backlinks-tab.tsx';
import { HeaderCards } from './header-cards.tsx';
import { MatrixTab } from './matrix-tab.tsx';
import { OpportunitiesTab } from './opportunities-tab.tsx';
import { PriorityPlan } from './priority-plan.tsx';

/** Spec 001 §2.10: four header cards and five tabs, every figure computed by the server. */
export default function CrossSalesPanel() {
  const { t } = useTranslation('cross-sales');
  const metrics = useQuery<CrossSalesMetrics>({ queryKey: METRICS_KEY });
  return (
    <div className="space-y-6" data-testid="cross-sales-panel">
      <div>
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {metrics.isLoading && <Skeleton className="h-24 w-full" />}
      {metrics.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
      {metrics.data && <HeaderCards metrics={metrics.data} />}
      <Tabs defaultValue="plan">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="plan">{t('tabs.plan')}</TabsTrigger>
          <TabsTrigger value="opportunities">{t('tabs.opportunities')}</TabsTrigger>
          <TabsTrigger value="backlinks">{t('tabs.backlinks')}</TabsTrigger>
          <TabsTrigger value="matrix">{t('tabs.matrix')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('tabs.analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="plan" className="mt-4">
          <PriorityPlan />
        </TabsContent>
        <TabsContent value="opportunities" className="mt-4">
          <OpportunitiesTab />
        </TabsContent>
        <TabsContent value="backlinks" className="mt-4">
          <BacklinksTab />
        </TabsContent>
        <TabsContent value="matrix" className="mt-4">
          <MatrixTab />
        </TabsContent>
        <TabsContent value="analytics" className="mt-4">
          {metrics.data && <AnalyticsTab metrics={metrics.data} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
