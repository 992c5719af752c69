import { Button, Input, Label, Switch, useTranslation } from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { type Availability, availabilitySchema, WEEKDAYS, type Weekday } from '../shared/index.ts';

/** Weekly hours (one interval a day here; more saved through the API are kept), zone, buffer, notice. */
export function AvailabilityForm({
  initial,
  canEdit,
  pending,
  onSave,
}: {
  initial: Availability;
  canEdit: boolean;
  pending: boolean;
  onSave: (a: Availability) => void;
}) {
  const { t } = useTranslation('scheduler');
  const [a, setA] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDay = (d: Weekday, i: { start: string; end: string } | null) =>
    setA((v) => ({ ...v, weekly: { ...v.weekly, [d]: i ? [i, ...v.weekly[d].slice(1)] : [] } }));
  const num =
    (k: 'bufferMinutes' | 'minNoticeMinutes' | 'horizonDays') => (e: { target: { value: string } }) =>
      setA((v) => ({ ...v, [k]: Number(e.target.value) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = availabilitySchema.safeParse(a);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  const error = (path: string) =>
    Object.entries(errors)
      .filter(([k]) => k.startsWith(path))
      .map(([, m]) => (
        <p key={m} className="text-sm text-destructive">
          {m}
        </p>
      ));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={!canEdit} className="grid gap-4">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="sched-tz">{t('admin.timeZone')}</Label>
          <Input
            id="sched-tz"
            value={a.timeZone}
            onChange={(e) => setA({ ...a, timeZone: e.target.value })}
          />
          {error('timeZone')}
        </div>
        <div className="grid gap-2">
          {WEEKDAYS.map((d) => {
            const first = a.weekly[d][0];
            return (
              <div key={d} className="grid grid-cols-[7rem_auto_1fr] items-center gap-3">
                <span className="text-sm font-medium">{t(`admin.days.${d}`)}</span>
                <Switch
                  checked={!!first}
                  aria-label={t(`admin.days.${d}`)}
                  onCheckedChange={(on) => setDay(d, on ? { start: '09:00', end: '17:00' } : null)}
                />
                {first ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <Input
                      type="time"
                      aria-label={`${t(`admin.days.${d}`)} ${t('admin.from')}`}
                      className="w-32"
                      value={first.start}
                      onChange={(e) => setDay(d, { ...first, start: e.target.value })}
                    />
                    <Input
                      type="time"
                      aria-label={`${t(`admin.days.${d}`)} ${t('admin.to')}`}
                      className="w-32"
                      value={first.end}
                      onChange={(e) => setDay(d, { ...first, end: e.target.value })}
                    />
                    {error(`weekly.${d}`)}
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground">{t('admin.closed')}</span>
                )}
              </div>
            );
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['bufferMinutes', 'admin.buffer'],
              ['minNoticeMinutes', 'admin.notice'],
              ['horizonDays', 'admin.horizon'],
            ] as const
          ).map(([k, label]) => (
            <div key={k} className="grid gap-2">
              <Label htmlFor={`sched-${k}`}>{t(label)}</Label>
              <Input id={`sched-${k}`} type="number" min={0} value={a[k]} onChange={num(k)} />
              {error(k)}
            </div>
          ))}
        </div>
        {canEdit && (
          <Button type="submit" className="justify-self-start" disabled={pending}>
            {t('admin.save')}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
