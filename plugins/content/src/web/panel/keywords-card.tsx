import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { SearchIcon } from 'lucide-react';
import type { KeywordsResult } from '../../shared/content.ts';
import { KEYWORDS_KEY } from '../api.ts';

/** Top keywords: from published content and, with analytics, the search terms visitors came with. */
export function KeywordsCard() {
  const { t } = useTranslation('content');
  const kw = useQuery<KeywordsResult>({ queryKey: KEYWORDS_KEY });
  const list = kw.data?.keywords ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('keywords.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2" data-testid="content-keywords">
        {kw.isLoading && <Skeleton className="h-8 w-full" />}
        {kw.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {kw.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('keywords.empty')}</p>
        )}
        {list.map((k) => (
          <Badge
            key={`${k.source}:${k.keyword}`}
            variant={k.source === 'search' ? 'default' : 'secondary'}
            className="gap-1"
          >
            {k.source === 'search' && <SearchIcon className="size-3" aria-label={t('keywords.fromSearch')} />}
            <span>{k.keyword}</span>
            <span className="opacity-70">{t('keywords.count', { count: k.count })}</span>
          </Badge>
        ))}
      </CardContent>
    </Card>
  );
}
