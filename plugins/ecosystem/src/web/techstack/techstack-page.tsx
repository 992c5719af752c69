import { Tabs, TabsContent, TabsList, TabsTrigger, useTranslation } from '@ecohub/web-kit';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { BundlesTab } from './bundles-tab.tsx';

/** /techstack and the signed-in home: Applications (first), Bundles, Analytics (spec 000). */
export default function TechStackPage() {
  const { t } = useTranslation('ecosystem');
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-4 md:p-8">
      <header>
        <h1 className="text-2xl font-bold">{t('techstack.title')}</h1>
        <p className="text-muted-foreground">{t('techstack.subtitle')}</p>
      </header>
      <Tabs defaultValue="applications">
        <TabsList>
          <TabsTrigger value="applications">{t('techstack.tabs.applications')}</TabsTrigger>
          <TabsTrigger value="bundles">{t('techstack.tabs.bundles')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('techstack.tabs.analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="bundles">
          <BundlesTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
