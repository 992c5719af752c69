import {
  ApiError,
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  ElevationNotice,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState } from 'react';
import type {
  CatalogueItem,
  ConnectionTest,
  PaymentView,
  ProviderStatus,
  RevenueReport,
} from '../../shared/browser.ts';
import { useCatalogue } from '../api.ts';
import { formatUsd } from '../format.ts';

const SITES = [
  { id: 'hub', kinds: ['plan', 'addon'] },
  { id: 'local', kinds: ['lb_exposure', 'lb_addon'] },
  { id: 'reoss', kinds: ['reoss_tier', 'reoss_addon'] },
] as const;

/** Spec 001 §2.2 made real: provider and masked keys, products per website, revenue from payments. */
export default function PaymentsPanel() {
  const { t } = useTranslation('pricing');
  const catalogue = useCatalogue();
  const revenue = useQuery<RevenueReport>({ queryKey: ['/api/billing/revenue'] });
  const payments = useQuery<{ payments: PaymentView[] }>({ queryKey: ['/api/billing/payments'] });
  const items = catalogue.data?.items ?? [];
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t('payments.title')}</h2>
      <ProviderCard />
      <Card>
        <CardHeader>
          <CardTitle>{t('payments.products')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-3">
          {SITES.map((s) => (
            <div key={s.id} className="space-y-1">
              <h3 className="font-semibold">{t(`payments.sites.${s.id}`)}</h3>
              <ul className="text-sm">
                {items
                  .filter((i: CatalogueItem) => (s.kinds as readonly string[]).includes(i.kind))
                  .map((i) => (
                    <li key={i.id} className="flex justify-between gap-2">
                      <span>{i.name}</span>
                      <span className="text-muted-foreground">
                        {i.interval === 'one_time'
                          ? t('common.oneTime', { price: formatUsd(i.amount) })
                          : t('common.perMonth', { price: formatUsd(i.amount) })}
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('payments.revenue')}</CardTitle>
          {revenue.data && (
            <p className="text-sm text-muted-foreground">
              {t(`payments.${revenue.data.scope}`, { days: revenue.data.days })}
            </p>
          )}
        </CardHeader>
        <CardContent>
          {revenue.isLoading && <Skeleton className="h-20 w-full" />}
          {revenue.isError && (
            <p role="alert">{t('common.loadFailed', { message: revenue.error.message })}</p>
          )}
          {revenue.data && (
            <div className="grid gap-4 md:grid-cols-4">
              <Stat label={t('payments.total')} value={formatUsd(revenue.data.total)} />
              <Stat label={t('payments.count')} value={String(revenue.data.payments)} />
              <Stat label={t('payments.mrr')} value={formatUsd(revenue.data.monthlyRecurring)} />
              <Stat label={t('payments.activeSubs')} value={String(revenue.data.activeSubscriptions)} />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('payments.recent')}</CardTitle>
        </CardHeader>
        <CardContent>
          {payments.data?.payments.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('payments.none')}</p>
          )}
          {!!payments.data?.payments.length && (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('payments.cols.date')}</TableHead>
                  <TableHead>{t('payments.cols.description')}</TableHead>
                  <TableHead>{t('payments.cols.status')}</TableHead>
                  <TableHead className="text-right">{t('payments.cols.amount')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payments.data.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{currentFormat().date(p.createdAt)}</TableCell>
                    <TableCell>{p.description}</TableCell>
                    <TableCell>
                      <Badge variant={p.status === 'paid' ? 'success' : 'destructive'}>
                        {t(`payments.statuses.${p.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">{formatUsd(p.amount, { cents: true })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </div>
  );
}

/**
 * Super admins only (a 403 shows the elevate notice in place): the keys never leave the server
 * beyond mode and last 4.
 */
function ProviderCard() {
  const { t } = useTranslation('pricing');
  const [shown, setShown] = useState(false);
  const q = useQuery<ProviderStatus | null>({
    queryKey: ['/api/billing/provider'],
    queryFn: () =>
      apiRequest<ProviderStatus>('GET', '/api/billing/provider').catch((e) => {
        if (e instanceof ApiError && e.status === 403) return null;
        throw e;
      }),
  });
  const test = useMutation({
    mutationFn: () => apiRequest<ConnectionTest>('POST', '/api/billing/provider/test'),
    onSuccess: (r) =>
      r.ok
        ? toast(t('payments.testOk'), { description: r.message })
        : toast.error(t('payments.testFailed'), { description: r.message }),
    onError: (err) => toast.error(t('payments.testFailed'), { description: err.message }),
  });
  if (q.data === null) return <ElevationNotice>{t('common.superAdminOnly')}</ElevationNotice>;
  if (!q.data) return null;
  const mask = (k: ProviderStatus['keys'][number]) => {
    if (!k.configured) return t('payments.notConfigured');
    const prefix = k.name === 'STRIPE_SECRET_KEY' ? `sk_${k.mode ?? ''}_` : 'whsec_';
    return shown ? `${prefix}••••••••${k.last4}` : '••••••••••••••••';
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t('payments.provider')}: {t(`payments.providers.${q.data.provider}`)}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {q.data.keys.map((k) => (
          <div key={k.name} className="flex items-center justify-between font-mono text-sm">
            <span>{k.name}</span>
            <span data-testid={`key-${k.name}`}>{mask(k)}</span>
          </div>
        ))}
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setShown(!shown)}>
            {shown ? <EyeOffIcon /> : <EyeIcon />} {shown ? t('payments.hide') : t('payments.show')}
          </Button>
          <Button size="sm" disabled={test.isPending} onClick={() => test.mutate()}>
            {t('payments.test')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
