import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { BacklinksResponse } from '../shared/index.ts';
import { BACKLINKS_KEY } from './api.ts';

/** The implementation guide and the content pieces, derived from the matrix and tracked traffic. */
export function BacklinksTab() {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  const q = useQuery<BacklinksResponse>({ queryKey: BACKLINKS_KEY });
  if (q.isLoading) return <Skeleton className="h-40 w-full" />;
  if (q.isError || !q.data) return <p className="text-sm text-destructive">{t('loadFailed')}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('backlinks.guide')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm break-words">
            {q.data.implementationGuide.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('backlinks.pieces')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {q.data.contentPieces.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('backlinks.empty')}</p>
          )}
          {q.data.contentPieces.map((p) => (
            <div
              key={`${p.sourceApp}-${p.targetApp}`}
              className="space-y-1 rounded-md border p-3"
              data-testid="content-piece"
            >
              <p className="font-medium break-words">
                {p.sourceApp} → {p.targetApp}
              </p>
              <p className="text-xs text-muted-foreground break-words">{p.placement}</p>
              <p className="text-sm break-words">{p.description}</p>
              <div className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
                <span>{t('backlinks.traffic', { n: f.number(p.metrics.expectedTraffic) })}</span>
                <span>
                  {t('backlinks.conversion', { percent: f.percent(p.metrics.conversionPotential) })}
                </span>
                <span>
                  {t('backlinks.revenue', {
                    value: f.currency(p.metrics.estimatedRevenue, { cents: 'auto' }),
                  })}
                </span>
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
