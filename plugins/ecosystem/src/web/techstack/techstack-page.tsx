import { LanguageMenu, Tabs, TabsContent, TabsList, TabsTrigger, useTranslation } from '@ecohub/web-kit';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { BundlesTab } from './bundles-tab.tsx';

/**
 * /techstack and the signed-in home: Applications (first), Bundles, Analytics, and the translation
 * widget (spec 000). The registry's content (names, descriptions, features) stays as written.
 */
export default function TechStackPage() {
  const { t, i18n } = useTranslation('ecosystem');
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('techstack.title')}</h1>
          <p className="text-muted-foreground">{t('techstack.subtitle')}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <LanguageMenu description={t('techstack.contentNote')} />
          {i18n.language !== 'en' && (
            <p className="max-w-xs text-end text-xs text-muted-foreground">{t('techstack.contentNote')}</p>
          )}
        </div>
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
