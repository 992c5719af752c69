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
import { type Activity, RECENT_ACTIVITY_ITEMS } from '../../shared/index.ts';
import { ACTIVITIES_KEY } from '../api.ts';

export function ActivitiesCard() {
  const { t } = useTranslation('crm');
  const { data, isLoading } = useQuery<{ items: Activity[] }>({ queryKey: ACTIVITIES_KEY });
  const line = useActivityText();
  const f = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activities.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-2">
            {['a', 'b', 'c', 'd', 'e'].map((k) => (
              <Skeleton key={k} className="h-6 w-full" />
            ))}
          </div>
        )}
        {data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t('activities.empty')}</p>}
        <ul className="space-y-2">
          {data?.items.slice(0, RECENT_ACTIVITY_ITEMS).map((a) => (
            <li key={a.id} className="flex justify-between gap-4 text-sm">
              <span className="min-w-0 break-words">{line(a)}</span>
              <span className="shrink-0 text-muted-foreground">{f.relative(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
