import {
  Badge,
  Button,
  Card,
  CardContent,
  cn,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { type OpportunitiesResponse, TOP_OPPORTUNITIES } from '../shared/index.ts';
import { OPPORTUNITIES_KEY } from './api.ts';
import { scoreClass } from './score.ts';
import { TargetContactsDialog } from './target-contacts.tsx';

/** The top 10 opportunities, each with its evidence and its contacts. */
export function OpportunitiesTab() {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  const q = useQuery<OpportunitiesResponse>({ queryKey: OPPORTUNITIES_KEY });
  const [pair, setPair] = useState<{ from: string; to: string; title: string } | null>(null);
  if (q.isLoading) return <Skeleton className="h-40 w-full" />;
  if (q.isError || !q.data) return <p className="text-sm text-destructive">{t('loadFailed')}</p>;
  const top = q.data.opportunities.slice(0, TOP_OPPORTUNITIES);
  if (!top.length) return <p className="py-6 text-sm text-muted-foreground">{t('opportunities.empty')}</p>;
  return (
    <div className="space-y-3">
      {top.map((o) => (
        <Card key={o.id} data-testid="opportunity">
          <CardContent className="space-y-2 pt-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words">
                {o.currentApp} → {o.targetApp}
              </h3>
              <div className="flex flex-wrap gap-2">
                <Badge variant="outline">{t(`opportunities.urgency.${o.urgency}`)}</Badge>
                <span
                  className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', scoreClass(o.score))}
                  data-testid="score"
                >
                  {t('opportunities.score', { score: o.score })}
                </span>
              </div>
            </div>
            <p className="text-sm font-medium">{o.targetService}</p>
            <p className="text-sm text-muted-foreground break-words">{o.reasoning}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm">{o.callToAction}</span>
              <span className="text-sm font-semibold">
                {t('opportunities.value', { value: f.currency(o.valueEstimate) })}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                setPair({
                  from: o.currentAppId,
                  to: o.targetAppId,
                  title: `${o.currentApp} → ${o.targetApp}`,
                })
              }
            >
              {t('opportunities.contacts', { count: o.contacts })}
            </Button>
          </CardContent>
        </Card>
      ))}
      <TargetContactsDialog pair={pair} onClose={() => setPair(null)} />
    </div>
  );
}
