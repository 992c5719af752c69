import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { ACTIVITIES_KEY, type ActivityItem, RECENT_ACTIVITY_ITEMS } from '../api.ts';
import { relativeTime } from '../relative-time.ts';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** Up to 10 activities, 5 skeleton rows while loading, 'No recent activities' when there are none. */
export function RecentActivity() {
  const { t } = useTranslation('analytics');
  const { data, isLoading, isError } = useQuery<{ items: ActivityItem[] }>({ queryKey: ACTIVITIES_KEY });
  const [now] = useState(() => Date.now());
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
        <ul className="space-y-2">
          {items.map((a) => {
            const r = relativeTime(a.createdAt, now);
            return (
              <li key={a.id} className="flex justify-between gap-4 text-sm">
                <span>{a.description}</span>
                <span className="shrink-0 text-muted-foreground">
                  {t(`activity.${r.unit}`, { count: r.count })}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
