import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  isJobFinished,
  Skeleton,
  serverMessage,
  toast,
  useFormat,
  useJob,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import type { ListingsResponse } from '../shared/listing.ts';
import { idxApi, LISTINGS_KEY, WEBSITES_KEY } from './api.ts';

/** The live listings grid: the organisation's replicated listings, and the sync with its progress. */
export function ListingsGrid({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('idx');
  const f = useFormat();
  const qc = useQueryClient();
  const listings = useQuery<ListingsResponse>({ queryKey: LISTINGS_KEY });
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const sync = useMutation({
    mutationFn: idxApi.sync,
    onSuccess: (r) => setJobId(r.jobId),
    onError: (err) => toast.error(t('toast.failed'), { description: serverMessage(err, err.message) }),
  });
  const state = job.data?.state;
  useEffect(() => {
    if (!jobId || !isJobFinished(state)) return;
    setJobId(null);
    void qc.invalidateQueries({ queryKey: LISTINGS_KEY });
    void qc.invalidateQueries({ queryKey: WEBSITES_KEY });
    if (state === 'completed') toast(t('toast.synced'));
    else toast.error(t('toast.failed'), { description: job.data?.error ?? undefined });
  }, [jobId, state, qc, t, job.data?.error]);

  const data = listings.data;
  const running = !!jobId;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{t('listings.title')}</CardTitle>
          {data && (
            <CardDescription>
              {t('listings.subtitle', { count: data.total, source: t(`listings.${data.feed.source}`) })} ·{' '}
              {data.lastUpdatedAt
                ? t('listings.updated', { date: f.dateTime(data.lastUpdatedAt) })
                : t('listings.never')}
            </CardDescription>
          )}
        </div>
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => sync.mutate()}
            disabled={running || sync.isPending}
          >
            {running && job.data?.progress
              ? t('listings.syncing', { done: job.data.progress.done, total: job.data.progress.total })
              : t('listings.sync')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {listings.isLoading && <Skeleton className="h-48" />}
        {data?.listings.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('listings.empty')}</p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('listings.title')}>
          {data?.listings.map((l) => (
            <li key={l.id} className="overflow-hidden rounded-md border" data-testid="idx-listing">
              <img
                src={l.images[0]}
                alt={l.address}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <div className="grid gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-lg font-semibold">{f.currency(l.price)}</span>
                  <Badge variant={l.status === 'for_sale' ? 'default' : 'secondary'}>
                    {t(`listings.${l.status}`)}
                  </Badge>
                </div>
                <p className="break-words">{l.address}</p>
                <p className="text-muted-foreground">
                  {t('listings.beds', { count: l.bedrooms })} · {t('listings.baths', { count: l.bathrooms })}{' '}
                  · {t('listings.sqft', { count: l.sqft })}
                </p>
                <p className="text-muted-foreground">{t('listings.leads', { count: l.lead_captures })}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
