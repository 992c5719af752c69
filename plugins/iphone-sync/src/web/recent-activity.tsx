import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { SYNC_ACTIVITY_RECORDS } from '../shared/constants.ts';
import type { SyncRecord } from '../shared/sync.ts';
import { RECORDS_KEY } from './keys.ts';

/** Recent Sync Activity: the first 10 records, type, date and time, Processed or Processing. */
export function RecentActivity() {
  const { t } = useTranslation('iphone-sync');
  const fmt = useFormat();
  const records = useQuery<SyncRecord[]>({ queryKey: RECORDS_KEY });
  const list = (records.data ?? []).slice(0, SYNC_ACTIVITY_RECORDS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {records.isLoading && <Skeleton className="h-24" />}
        {records.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {records.data && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
        )}
        <ul className="grid gap-2" aria-label={t('activity.title')}>
          {list.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid">
                <span className="font-medium">{t(`type.${r.sync_type}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {fmt.dateTime(r.created_at)} · {t('activity.items', { count: r.item_count })}
                  {r.device ? ` · ${r.device}` : ''}
                </span>
              </div>
              {r.processed ? (
                <Badge variant="success">{t('activity.processed')}</Badge>
              ) : r.error ? (
                <Badge variant="destructive" title={r.error}>
                  {t('activity.failed')}
                </Badge>
              ) : (
                <Badge variant="secondary">{t('activity.processing')}</Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
