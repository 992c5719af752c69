import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useEffect } from 'react';
import { useDeploymentStatus, useWebhookConfigs } from './api.ts';
import { BulkDeploy } from './bulk-deploy.tsx';
import { ConfigEditor } from './config-editor.tsx';

const open = (url: string) => window.open(url, '_blank', 'noopener');

/** /webhooks (the caller's organisation) and /webhook-demo (the demo organisation, read-only). */
export function WebhooksView({ demo }: { demo: boolean }) {
  const { t } = useTranslation('deployment');
  const status = useDeploymentStatus(demo);
  const configs = useWebhookConfigs(demo);
  const failedAt = status.isError ? status.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t('webhooks.loadFailed'));
  }, [failedAt, t]);

  const test = async (appId: string) => {
    try {
      const r = await apiRequest<{ success: boolean }>(
        'POST',
        `/api/test-webhook/${encodeURIComponent(appId)}`,
        {
          body: { testData: { test_message: t('webhooks.testMessage') } },
        },
      );
      if (r.success) toast.success(t('webhooks.testSent'), { description: appId });
      else toast.error(t('webhooks.testFailed'), { description: appId });
    } catch {
      toast.error(t('webhooks.testFailed'), { description: appId });
    }
  };

  const d = status.data;
  const apps = d ? Object.entries(d.apps) : [];
  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('webhooks.title')}</h1>
          <p className="text-muted-foreground">{t('webhooks.subtitle')}</p>
          {demo && <p className="text-sm text-muted-foreground">{t('demoNotice')}</p>}
          {d && (
            <p className="text-sm" data-testid="deployment-summary">
              {t('webhooks.summary', {
                active: d.summary.active_apps,
                total: d.summary.total_apps,
                events: d.summary.total_events,
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <BulkDeploy disabled={demo} />
          <Button variant="outline" onClick={() => open('/api/deployment-package/download')} disabled={demo}>
            {t('webhooks.downloadPackage')}
          </Button>
        </div>
      </header>
      <Tabs defaultValue="applications">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="applications">{t('webhooks.tabs.applications')}</TabsTrigger>
          <TabsTrigger value="configurations">{t('webhooks.tabs.configurations')}</TabsTrigger>
          <TabsTrigger value="guide">{t('webhooks.tabs.guide')}</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {status.isLoading && <Skeleton className="h-40" />}
          {d && apps.length === 0 && <p className="text-muted-foreground">{t('webhooks.empty')}</p>}
          {apps.map(([slug, a]) => (
            <Card key={slug} data-testid={`app-${slug}`}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2 text-base">
                  {a.name}
                  <Badge variant={a.status === 'active' ? 'default' : 'secondary'}>
                    {t(`webhooks.status.${a.status}`)}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <p className="font-mono text-xs text-muted-foreground">{a.app_id}</p>
                <p>
                  {t('webhooks.events', { count: a.event_count })} ·{' '}
                  {t('webhooks.endpoints', { count: a.webhook_endpoints })}
                </p>
                <p className="text-muted-foreground">
                  {a.last_event
                    ? t('webhooks.lastEvent', { time: new Date(a.last_event).toLocaleString() })
                    : t('webhooks.noEvents')}
                </p>
                {!demo && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => test(a.app_id)}>
                      {t('webhooks.test')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(`/api/webhook-config/${a.app_id}/download`)}
                    >
                      {t('webhooks.downloadConfig')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(`/api/webhook-snippet/${a.app_id}/download`)}
                    >
                      {t('webhooks.downloadSnippet')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(`/api/deployment-script/${a.app_id}`)}
                    >
                      {t('webhooks.downloadScript')}
                    </Button>
                  </div>
                )}
              </CardContent>
            </Card>
          ))}
        </TabsContent>
        <TabsContent value="configurations" className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('configs.hint')}</p>
          {configs.data?.configs.map((c, _, all) => (
            <ConfigEditor key={`${c.app_id}:${c.version}`} config={c} apps={all} demo={demo} />
          ))}
        </TabsContent>
        <TabsContent value="guide">
          <ol className="list-decimal space-y-2 pl-6">
            {(t('guide.steps', { returnObjects: true }) as string[]).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </TabsContent>
      </Tabs>
    </main>
  );
}

export default function WebhooksPage() {
  return <WebhooksView demo={false} />;
}
