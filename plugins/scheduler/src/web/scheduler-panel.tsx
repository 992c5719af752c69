import {
  addMessages,
  apiRequest,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  serverMessage,
  toast,
  useAuth,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import type { Availability, Booking } from '../shared/index.ts';
import { formatWhen } from './api.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { en } from './messages.ts';

addMessages('scheduler', { en });

const HOURS_KEY = ['/api/scheduler/availability'];
const BOOKINGS_KEY = ['/api/scheduler/bookings'];

/** The scheduler tab: the organisation's booking hours (admins edit them) and its upcoming calls. */
export default function SchedulerPanel() {
  const { t, i18n } = useTranslation('scheduler');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const hours = useQuery<Availability>({ queryKey: HOURS_KEY });
  const bookings = useQuery<{ bookings: Booking[] }>({ queryKey: BOOKINGS_KEY });
  const save = useMutation({
    mutationFn: (a: Availability) =>
      apiRequest<Availability>('PUT', '/api/scheduler/availability', { body: a }),
    onSuccess: (a) => {
      queryClient.setQueryData(HOURS_KEY, a);
      toast(t('admin.saved'));
    },
    onError: (err) => toast.error(t('admin.saveFailed'), { description: serverMessage(err, err.message) }),
  });
  const user = auth.user;
  const canEdit = user?.role === 'admin' || user?.role === 'owner';
  const link = user ? `/scheduler?org=${user.organization.id}` : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.title')}</CardTitle>
          <CardDescription>{t('admin.subtitle')}</CardDescription>
          {link && (
            <a className="text-sm underline" href={link}>
              {t('admin.link')}
            </a>
          )}
        </CardHeader>
        <CardContent>
          {hours.isLoading && <Skeleton className="h-64" />}
          {hours.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
          {hours.data && (
            <AvailabilityForm
              key={JSON.stringify(hours.data)}
              initial={hours.data}
              canEdit={canEdit}
              pending={save.isPending}
              onSave={(a) => save.mutate(a)}
            />
          )}
        </CardContent>
      </Card>
      <section aria-label={t('admin.upcoming')} className="grid content-start gap-3">
        <h2 className="text-xl font-semibold">{t('admin.upcoming')}</h2>
        {bookings.isLoading && <Skeleton className="h-24" />}
        {bookings.data?.bookings.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('admin.noBookings')}</p>
        )}
        <ul className="grid gap-2">
          {bookings.data?.bookings.map((b) => (
            <li key={b.id} className="rounded-md border p-3 text-sm">
              <p className="font-medium">{formatWhen(b.start, i18n.language)}</p>
              <p>
                {b.name} · {b.email}
              </p>
              {b.status === 'cancelled' && <p className="text-muted-foreground">{t('manage.cancelled')}</p>}
              {b.notes && <p className="text-muted-foreground">{b.notes}</p>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
