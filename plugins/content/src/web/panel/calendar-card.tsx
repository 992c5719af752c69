import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { CalendarDaysIcon } from 'lucide-react';
import { CALENDAR_ITEMS } from '../../shared/constants.ts';
import type { ContentItem } from '../../shared/content.ts';
import { CALENDAR_KEY } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

/** The content calendar card: the next 3 scheduled items (spec 001 §9), and the way to the full view. */
export function CalendarCard({ onOpenFull }: { onOpenFull(): void }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const cal = useQuery<{ items: ContentItem[] }>({ queryKey: CALENDAR_KEY });
  const items = cal.data?.items.slice(0, CALENDAR_ITEMS) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('calendar.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={onOpenFull}>
          <CalendarDaysIcon />
          {t('calendar.viewAll')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3" data-testid="content-calendar">
        {cal.isLoading && <Skeleton className="h-36" />}
        {cal.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {cal.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('calendar.empty')}</p>
        )}
        {items.map((item) => (
          <div
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{item.title}</p>
              <p className="text-sm text-muted-foreground">
                {item.scheduledFor ? format.dateTime(item.scheduledFor) : ''} · {t(`types.${item.type}`)}
              </p>
            </div>
            <StatusBadge status={item.status} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
