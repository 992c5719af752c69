import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { CATALOGUE_FILTERS, type CatalogueApp, matchesCatalogueFilter } from '../../shared/index.ts';
import { usd } from '../format.ts';
import { LoadError } from '../load-error.tsx';

/** Category filters with counts; one card expanded at a time, clicking it again collapses it. */
export function ApplicationsTab() {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<CatalogueApp[]>({ queryKey: ['/api/applications'] });
  const [filter, setFilter] = useState<string>('all');
  const [expanded, setExpanded] = useState<string | null>(null);
  if (q.isLoading) return <Skeleton className="h-64 w-full" />;
  if (q.error) return <LoadError error={q.error} />;
  const apps = q.data ?? [];
  const shown = apps.filter((a) => matchesCatalogueFilter(filter, a.category));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {CATALOGUE_FILTERS.map((f) => (
          <Button
            key={f.id}
            size="sm"
            variant={filter === f.id ? 'default' : 'outline'}
            onClick={() => setFilter(f.id)}
          >
            {t('techstack.filterCount', {
              label: t(`techstack.filters.${f.id}`, f.label),
              count: apps.filter((a) => matchesCatalogueFilter(f.id, a.category)).length,
            })}
          </Button>
        ))}
      </div>
      {shown.length === 0 && (
        <p className="text-muted-foreground">
          {apps.length === 0 ? t('techstack.empty') : t('techstack.noneInCategory')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((app) => {
          const open = expanded === app.id;
          return (
            <Card
              key={app.id}
              data-app={app.id}
              className="cursor-pointer"
              onClick={() => setExpanded(open ? null : app.id)}
            >
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle>{app.name}</CardTitle>
                  <Badge variant="secondary">{app.category}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{app.description}</p>
                {app.lifetimePrice > 0 && (
                  <p className="font-semibold">{t('common.lifetime', { price: usd(app.lifetimePrice) })}</p>
                )}
              </CardHeader>
              {open && (
                <CardContent className="space-y-3" onClick={(e) => e.stopPropagation()}>
                  <section>
                    <h3 className="font-medium">{t('techstack.keyFeatures')}</h3>
                    <ul className="list-inside list-disc text-sm">
                      {app.features.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  </section>
                  <section>
                    <h3 className="font-medium">{t('techstack.benefits')}</h3>
                    <ul className="list-inside list-disc text-sm">
                      {app.benefits.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </section>
                  <div className="flex gap-2">
                    <Button asChild size="sm">
                      <Link href="/pricing">{t('techstack.getStarted')}</Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <a href={app.url} target="_blank" rel="noopener noreferrer">
                        {t('techstack.learnMore')}
                      </a>
                    </Button>
                  </div>
                </CardContent>
              )}
            </Card>
          );
        })}
      </div>
    </div>
  );
}
