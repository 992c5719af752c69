import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { type Activity, RECENT_ACTIVITY_ITEMS } from '../../shared/index.ts';
import { ACTIVITIES_KEY } from '../api.ts';
import { ago } from '../format.ts';

export function ActivitiesCard() {
  const { t } = useTranslation('crm');
  const { data, isLoading } = useQuery<{ items: Activity[] }>({ queryKey: ACTIVITIES_KEY });
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
              <span>{a.description}</span>
              <span className="shrink-0 text-muted-foreground">{ago(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
