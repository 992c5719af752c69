import { ApiError, serverMessage, toast, useMutation, useQueryClient, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import type { BookingCreated } from '../shared/index.ts';
import { formatWhen, schedulerApi, visitorZone } from './api.ts';
import { type BookingDetails, BookingForm } from './booking-form.tsx';
import { SlotPicker } from './slot-picker.tsx';

/** The built-in booking: pick a time, give name and email, see the confirmation. Inline or in the popup. */
export function BookingWidget({ org }: { org: string | null }) {
  const { t, i18n } = useTranslation('scheduler');
  const queryClient = useQueryClient();
  const [start, setStart] = useState<string | null>(null);
  const [done, setDone] = useState<BookingCreated | null>(null);
  const book = useMutation({
    mutationFn: (d: BookingDetails) =>
      schedulerApi.book({ ...(org ? { org } : {}), start: start!, ...d, timeZone: visitorZone() }),
    onSuccess: (created) => {
      setDone(created);
      void queryClient.invalidateQueries({ queryKey: ['scheduler-slots'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        toast.error(t('taken'));
        setStart(null);
        void queryClient.invalidateQueries({ queryKey: ['scheduler-slots'] });
      } else toast.error(t('failed'), { description: serverMessage(err, err.message) });
    },
  });

  if (done) {
    const manage = new URL(done.manageUrl);
    return (
      <section aria-live="polite" className="grid gap-3" data-testid="booking-confirmed">
        <h2 className="text-lg font-semibold">{t('booked.title')}</h2>
        <p className="text-sm">{t('booked.text', { email: done.booking.email })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('booked.when')}</dt>
          <dd>{formatWhen(done.booking.start, i18n.language)}</dd>
          {done.booking.videoUrl && (
            <>
              <dt className="text-muted-foreground">{t('booked.video')}</dt>
              <dd>
                <a className="underline" href={done.booking.videoUrl} rel="noreferrer" target="_blank">
                  {done.booking.videoUrl}
                </a>
              </dd>
            </>
          )}
        </dl>
        <a className="text-sm underline" href={`${manage.pathname}${manage.search}`}>
          {t('booked.manage')}
        </a>
      </section>
    );
  }
  if (start)
    return (
      <BookingForm
        start={start}
        pending={book.isPending}
        onSubmit={(d) => book.mutate(d)}
        onChangeTime={() => setStart(null)}
      />
    );
  return <SlotPicker org={org} onPick={setStart} />;
}
