import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Skeleton,
  Tabs,
  TabsList,
  TabsTrigger,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type EcosystemAppsResponse, MAX_CATEGORY_TABS } from '../../shared/index.ts';
import { APPS_KEY, demoQuery } from '../api.ts';
import { FeatureList } from '../feature-list.tsx';
import { usd } from '../format.ts';
import { LoadError } from '../load-error.tsx';
import { CharityPanel } from './charity-panel.tsx';
import { CrossSellPanel } from './cross-sell-panel.tsx';
import { IntegrationPanel } from './integration-panel.tsx';

const ALL = 'all';

/** /ecosystem (the caller's organisation) and /ecosystem-demo (the demo, read-only). */
export function EcosystemDashboard({ demo }: { demo: boolean }) {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<EcosystemAppsResponse>({
    queryKey: [...APPS_KEY, { demo }],
    ...demoQuery<EcosystemAppsResponse>(demo),
  });
  const [tab, setTab] = useState(ALL);
  const [selected, setSelected] = useState<string | null>(null);
  if (q.isLoading) return <Skeleton className="m-8 h-96" />;
  if (q.error) return <LoadError error={q.error} />;
  const data = q.data;
  if (!data) return null;
  const categories = data.categories.slice(0, MAX_CATEGORY_TABS);
  const shown = data.apps.filter((a) => tab === ALL || a.category === tab);
  const app = data.apps.find((a) => a.id === selected) ?? null;

  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header>
        <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
        <p className="text-muted-foreground">
          {t('dashboard.subtitle', { count: data.apps.length, value: usd(data.totalEcosystemValue) })}
        </p>
        <p className="text-sm">
          {t('dashboard.bundle', {
            price: usd(data.ecosystemBundle.price),
            percent: data.ecosystemBundle.savingsPercent,
          })}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section className="min-w-0 space-y-4">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="h-auto max-w-full flex-wrap justify-start">
              <TabsTrigger value={ALL}>{t('dashboard.all')}</TabsTrigger>
              {categories.map((c) => (
                <TabsTrigger key={c} value={c} className="capitalize">
                  {c}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <div className="grid gap-4 md:grid-cols-2">
            {shown.map((a) => (
              <Card
                key={a.id}
                className={cn('cursor-pointer', selected === a.id && 'ring-2 ring-primary')}
                onClick={() => setSelected(a.id)}
              >
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle>{a.name}</CardTitle>
                    <Badge variant="secondary" className="capitalize">
                      {a.category}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{a.description}</p>
                </CardHeader>
                <CardContent className="space-y-2">
                  <FeatureList features={a.features} />
                  {a.pricing.monthly > 0 && (
                    <p className="text-sm font-medium">
                      {t('common.perMonth', { price: usd(a.pricing.monthly) })}
                    </p>
                  )}
                  <Button asChild size="sm" variant="outline" onClick={(e) => e.stopPropagation()}>
                    <a href={a.url} target="_blank" rel="noopener noreferrer">
                      {t('common.open')}
                    </a>
                  </Button>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
        <aside className="min-w-0 space-y-4">
          <CrossSellPanel app={app} apps={data.apps} demo={demo} />
          <CharityPanel />
          <IntegrationPanel demo={demo} />
        </aside>
      </div>
    </main>
  );
}

export default function EcosystemPage() {
  return <EcosystemDashboard demo={false} />;
}
