import { Button, Skeleton, useQuery, useTranslation } from '@ecohub/web-kit';
import { useMemo, useState } from 'react';
import { SLOT_DAYS } from '../shared/constants.ts';
import { schedulerApi, visitorZone } from './api.ts';

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plusDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00`);
  d.setDate(d.getDate() + n);
  return isoDate(d);
};

/** Free 30-minute starts, a week at a time, grouped by day in the visitor's time zone. */
export function SlotPicker({ org, onPick }: { org: string | null; onPick: (start: string) => void }) {
  const { t, i18n } = useTranslation('scheduler');
  const today = useMemo(() => isoDate(new Date()), []);
  const [from, setFrom] = useState(today);
  const slots = useQuery({
    queryKey: ['scheduler-slots', org, from],
    queryFn: () => schedulerApi.slots(org, from, SLOT_DAYS),
  });
  const days = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const s of slots.data?.slots ?? []) {
      const day = new Date(s).toLocaleDateString(i18n.language, {
        weekday: 'long',
        month: 'short',
        day: 'numeric',
      });
      groups.set(day, [...(groups.get(day) ?? []), s]);
    }
    return [...groups];
  }, [slots.data, i18n.language]);

  return (
    <section aria-label={t('picker.title')} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('picker.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('picker.timeZone', { zone: visitorZone() })}</p>
      </div>
      {slots.isLoading && <Skeleton className="h-32" aria-label={t('picker.loading')} />}
      {slots.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
      {slots.data && days.length === 0 && <p className="text-sm text-muted-foreground">{t('picker.none')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {days.map(([day, starts]) => (
          <div key={day} className="grid gap-2">
            <h3 className="text-sm font-medium">{day}</h3>
            <div className="flex flex-wrap gap-2">
              {starts.map((s) => (
                <Button key={s} variant="outline" size="sm" onClick={() => onPick(s)}>
                  {new Date(s).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
                </Button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" disabled={from <= today} onClick={() => setFrom(plusDays(from, -SLOT_DAYS))}>
          {t('picker.previous')}
        </Button>
        <Button variant="ghost" onClick={() => setFrom(plusDays(from, SLOT_DAYS))}>
          {t('picker.next')}
        </Button>
      </div>
    </section>
  );
}
