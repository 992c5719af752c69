import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Progress,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { ContentItem } from '../../shared/content.ts';
import type { SeoRating } from '../../shared/seo.ts';
import { CONTENT_KEY } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

const SHOWN = 5;
const VARIANT: Record<SeoRating, 'default' | 'secondary' | 'destructive'> = {
  good: 'default',
  ok: 'secondary',
  bad: 'destructive',
};

/** SEO scores of the latest items, each with its checks (scored in the item's own language). */
export function SeoCard() {
  const { t } = useTranslation('content');
  const list = useQuery<{ items: ContentItem[] }>({ queryKey: CONTENT_KEY });
  const items = list.data?.items.slice(0, SHOWN) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('seo.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4" data-testid="content-seo">
        {list.isLoading && <Skeleton className="h-24" />}
        {list.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {list.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('seo.empty')}</p>
        )}
        {items.map((item) => (
          <div key={item.id} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 flex-1 text-sm font-medium break-words">{item.title}</p>
              <StatusBadge status={item.status} />
            </div>
            <div className="flex items-center gap-3">
              <Progress
                value={item.seoScore}
                className="flex-1"
                aria-label={t('seo.score', { score: item.seoScore })}
              />
              <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                {t('seo.score', { score: item.seoScore })}
              </span>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                {t('seo.details')} · {t('seo.formula', { formula: item.seo.formula })}
              </summary>
              <ul className="mt-2 grid gap-1">
                {item.seo.checks.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center gap-2" title={c.reason}>
                    <Badge variant={VARIANT[c.rating]}>{t(`seo.rating.${c.rating}`)}</Badge>
                    <span className="min-w-0 flex-1 break-words">
                      {t(`seo.checks.${c.id}`, { value: c.value })}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
