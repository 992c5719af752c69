import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  serverMessage,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { formatWhen, schedulerApi } from './api.ts';
import { SlotPicker } from './slot-picker.tsx';

/** The link from the confirmation mail: the booking, with cancel and reschedule. */
export function ManageBooking({ id, token }: { id: string; token: string }) {
  const { t, i18n } = useTranslation('scheduler');
  const queryClient = useQueryClient();
  const key = ['scheduler-booking', id];
  const booking = useQuery({ queryKey: key, queryFn: () => schedulerApi.booking(id, token), retry: false });
  const [moving, setMoving] = useState(false);
  const onError = (err: Error) =>
    toast.error(t('manage.failed'), { description: serverMessage(err, err.message) });
  const cancel = useMutation({
    mutationFn: () => schedulerApi.cancel(id, token),
    onSuccess: (b) => queryClient.setQueryData(key, b),
    onError,
  });
  const move = useMutation({
    mutationFn: (start: string) => schedulerApi.reschedule(id, token, start),
    onSuccess: (b) => {
      queryClient.setQueryData(key, b);
      setMoving(false);
      toast(t('manage.rescheduled'), { description: formatWhen(b.start, i18n.language) });
    },
    onError,
  });
  const b = booking.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('manage.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {booking.isLoading && <Skeleton className="h-16" />}
        {booking.isError && <p className="text-sm text-destructive">{t('manage.notFound')}</p>}
        {b && (
          <>
            <p>
              {formatWhen(b.start, i18n.language)} — {b.name}
            </p>
            {b.status === 'cancelled' ? (
              <p className="text-sm text-muted-foreground">{t('manage.cancelled')}</p>
            ) : moving ? (
              <SlotPicker org={(b as { orgId?: string }).orgId ?? null} onPick={(s) => move.mutate(s)} />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setMoving(true)}>{t('manage.reschedule')}</Button>
                <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                  {t('manage.cancel')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
