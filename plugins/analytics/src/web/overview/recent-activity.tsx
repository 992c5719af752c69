import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useActivityText,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { ACTIVITIES_KEY, type ActivityItem, RECENT_ACTIVITY_ITEMS } from '../api.ts';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** Up to 10 activities, 5 skeleton rows while loading, 'No recent activities' when there are none. */
export function RecentActivity() {
  const { t } = useTranslation('analytics');
  const { data, isLoading, isError } = useQuery<{ items: ActivityItem[] }>({ queryKey: ACTIVITIES_KEY });
  const [now] = useState(() => Date.now());
  const line = useActivityText();
  const f = useFormat();
  const items = data?.items.slice(0, RECENT_ACTIVITY_ITEMS) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-2" data-testid="activity-skeleton">
            {SKELETON_ROWS.map((k) => (
              <Skeleton key={k} className="h-6 w-full" />
            ))}
          </div>
        )}
        {isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {data && items.length === 0 && <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>}
        <ul className="space-y-2" data-testid="recent-activity">
          {items.map((a) => (
            <li key={a.id} className="flex justify-between gap-4 text-sm">
              <span className="min-w-0 break-words">{line(a)}</span>
              <span className="shrink-0 text-muted-foreground">{f.relative(a.createdAt, now)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
