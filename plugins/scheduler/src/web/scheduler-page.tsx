import {
  addMessages,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { ArrowLeftIcon, ClockIcon, UserIcon, VideoIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { schedulerApi } from './api.ts';
import { BookingWidget } from './booking-widget.tsx';
import { CalEmbed, CalPopupButton } from './cal-embed.tsx';
import { ManageBooking } from './manage-booking.tsx';
import { en } from './messages.ts';

addMessages('scheduler', { en });

/**
 * /scheduler (spec 002 "Schedule a Call"), public and signed in: a back link to /, the embedded
 * booking widget (built in, or a self-hosted Cal.com), a popup button and the support mailto.
 * `?org=<id>` is an organisation's own booking page; without it, the platform's.
 */
export default function SchedulerPage() {
  const { t } = useTranslation('scheduler');
  const params = new URLSearchParams(useSearch());
  const org = params.get('org');
  const bookingId = params.get('booking');
  const token = params.get('token');
  const config = useQuery({ queryKey: ['scheduler-config', org], queryFn: () => schedulerApi.config(org) });
  const c = config.data;
  const cal = c?.provider === 'calcom' ? c.calcom : null;

  return (
    <main className="min-h-screen bg-background text-foreground">
      <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-8">
        <Link
          href="/"
          className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('back')}
        </Link>
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          {c?.orgName && <p className="text-muted-foreground">{t('subtitle', { org: c.orgName })}</p>}
          <ul className="flex flex-wrap gap-4 text-sm">
            <li className="inline-flex items-center gap-1">
              <ClockIcon className="size-4" aria-hidden="true" />
              {t('facts.duration')}
            </li>
            <li className="inline-flex items-center gap-1">
              <VideoIcon className="size-4" aria-hidden="true" />
              {t('facts.video')}
            </li>
            <li className="inline-flex items-center gap-1">
              <UserIcon className="size-4" aria-hidden="true" />
              {t('facts.oneToOne')}
            </li>
          </ul>
        </header>

        {bookingId && token ? (
          <ManageBooking id={bookingId} token={token} />
        ) : (
          <>
            {config.isLoading && <Skeleton className="h-64" />}
            {config.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
            {c && !c.orgId && !cal && <p className="text-muted-foreground">{t('unavailable')}</p>}
            {cal && (
              <>
                <CalEmbed origin={cal.origin} link={cal.link} />
                <div>
                  <CalPopupButton origin={cal.origin} link={cal.link} />
                </div>
              </>
            )}
            {c?.orgId && !cal && (
              <>
                <Card data-testid="scheduler-widget">
                  <CardContent className="pt-6">
                    <BookingWidget org={org} />
                  </CardContent>
                </Card>
                <Dialog>
                  <DialogTrigger asChild>
                    <Button variant="outline" className="justify-self-start">
                      {t('popup')}
                    </Button>
                  </DialogTrigger>
                  <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
                    <DialogTitle>{t('title')}</DialogTitle>
                    <DialogDescription>{t('facts.duration')}</DialogDescription>
                    <BookingWidget org={org} />
                  </DialogContent>
                </Dialog>
              </>
            )}
          </>
        )}

        {c && (
          <p className="text-sm text-muted-foreground">
            {t('support')}{' '}
            <a className="underline" href={`mailto:${c.supportEmail}`}>
              {c.supportEmail}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
