import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Skeleton,
  serverMessage,
  toast,
  useFormat,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import type { ContentItem } from '../../shared/content.ts';
import { CALENDAR_KEY, refreshContent } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

const DRAFTS_KEY = ['/api/content?status=draft'] as const;

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input holds it. */
const localInput = (iso: string | null) => {
  const d = iso ? new Date(iso) : new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function CalendarEntry({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const [at, setAt] = useState(localInput(item.scheduledFor));
  const move = useMutation({
    mutationFn: () =>
      apiRequest('PATCH', `/api/content/${item.id}/schedule`, {
        body: { scheduledFor: new Date(at).toISOString() },
      }),
    onSuccess: async () => {
      toast(t('calendar.rescheduled'), { description: item.title });
      await refreshContent(qc);
    },
    onError: (err) => toast.error(t('calendar.failed'), { description: serverMessage(err, err.message) }),
  });
  const publish = useMutation({
    mutationFn: () => apiRequest('POST', `/api/content/${item.id}/publish`),
    onSuccess: async () => {
      toast(t('calendar.published'), { description: item.title });
      await refreshContent(qc);
    },
    onError: (err) => toast.error(t('publishFailed'), { description: serverMessage(err, err.message) }),
  });
  const inputId = `content-date-${item.id}`;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 font-medium break-words">{item.title}</p>
        <StatusBadge status={item.status} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={inputId}>{t('calendar.date')}</Label>
          <Input
            id={inputId}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            className="w-56"
          />
        </div>
        <Button variant="outline" size="sm" disabled={!at || move.isPending} onClick={() => move.mutate()}>
          {t('calendar.reschedule')}
        </Button>
        <Button size="sm" disabled={publish.isPending} onClick={() => publish.mutate()}>
          {t('calendar.publishNow')}
        </Button>
      </div>
    </div>
  );
}

/** The full calendar: every scheduled item by day (soonest first), then the drafts, each movable. */
export function FullCalendar({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const cal = useQuery<{ items: ContentItem[] }>({ queryKey: CALENDAR_KEY });
  const drafts = useQuery<{ items: ContentItem[] }>({ queryKey: DRAFTS_KEY });
  const days = new Map<string, ContentItem[]>();
  for (const item of cal.data?.items ?? []) {
    const day = format.date(item.scheduledFor ?? item.createdAt);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  const draftItems = drafts.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon />
          {t('calendar.back')}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('calendar.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6" data-testid="content-full-calendar">
          {cal.isLoading && <Skeleton className="h-24" />}
          {cal.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
          {cal.isSuccess && days.size === 0 && (
            <p className="text-sm text-muted-foreground">{t('calendar.empty')}</p>
          )}
          {[...days].map(([day, items]) => (
            <section key={day} className="grid gap-2">
              <h3 className="text-sm font-semibold text-muted-foreground">{day}</h3>
              {items.map((item) => (
                <CalendarEntry key={item.id} item={item} />
              ))}
            </section>
          ))}
          {draftItems.length > 0 && (
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold text-muted-foreground">{t('status.draft')}</h3>
              {draftItems.map((item) => (
                <CalendarEntry key={item.id} item={item} />
              ))}
            </section>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
