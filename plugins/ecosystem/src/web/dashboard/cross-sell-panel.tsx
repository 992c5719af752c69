import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton, useTranslation } from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { CrossSellResponse, EcosystemApp } from '../../shared/index.ts';
import { demoQuery } from '../api.ts';
import { LoadError } from '../load-error.tsx';

const PRIORITY_VARIANT = { high: 'destructive', medium: 'default', low: 'secondary' } as const;

/** The selected application's cross-sell opportunities (keyed by its id). */
export function CrossSellPanel({ app, demo }: { app: EcosystemApp | null; demo: boolean }) {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<CrossSellResponse>({
    queryKey: [`/api/ecosystem/cross-sell?app=${encodeURIComponent(app?.id ?? '')}`, { demo }],
    enabled: !!app,
    ...demoQuery<CrossSellResponse>(demo),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.crossSell')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!app && <p className="text-sm text-muted-foreground">{t('dashboard.selectApp')}</p>}
        {app && q.isLoading && <Skeleton className="h-24" />}
        {app && q.error && <LoadError error={q.error} />}
        {q.data && q.data.crossSellOpportunities.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t('dashboard.noCrossSell', { name: q.data.app.name })}
          </p>
        )}
        {q.data?.crossSellOpportunities.map((o) => (
          <div key={`${o.targetAppId}-${o.placement}`} className="space-y-1 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{o.targetApp}</span>
              <Badge variant={PRIORITY_VARIANT[o.priority]}>{t(`dashboard.priority.${o.priority}`)}</Badge>
            </div>
            <p className="text-sm">{o.context}</p>
            <p className="text-sm font-medium text-success">{o.incentive}</p>
            <p className="text-xs text-muted-foreground">
              {t('dashboard.placement', { placement: o.placement })}
            </p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
