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
  Input,
  Progress,
  Skeleton,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingOverview, CatalogueItem, CatalogueResponse } from '../../shared/browser.ts';
import { priceIdOf } from '../../shared/browser.ts';
import { CATALOGUE_KEY, goToCheckout, PRODUCTS_KEY, SUBSCRIPTION_KEY, useCatalogue } from '../api.ts';
import { formatUsd } from '../format.ts';

/** The pricing tab: the organisation's plan, usage against its limits, upgrades and add-ons. */
export default function PricingPanel() {
  const { t } = useTranslation('pricing');
  const qc = useQueryClient();
  const overview = useQuery<BillingOverview>({ queryKey: SUBSCRIPTION_KEY });
  const catalogue = useCatalogue();
  const [pending, setPending] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => apiRequest('POST', '/api/billing/subscription/cancel'),
    onSuccess: () => {
      toast(t('tab.canceledTitle'));
      qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
    onError: (err) => toast.error(t('tab.failedTitle'), { description: serverMessage(err, err.message) }),
  });
  const portal = useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/billing/portal'),
    onSuccess: (r) => window.location.assign(r.url),
    onError: (err) => toast.error(t('tab.failedTitle'), { description: serverMessage(err, err.message) }),
  });

  if (overview.isLoading || catalogue.isLoading) return <Skeleton className="h-64 w-full" />;
  if (overview.isError)
    return <p role="alert">{t('common.loadFailed', { message: overview.error.message })}</p>;
  const o = overview.data as BillingOverview;
  const items = catalogue.data?.items ?? [];
  const hub = o.subscriptions.find((s) => s.productLine === 'hub');
  const live = hub && hub.status !== 'canceled';
  const owned = new Set(o.subscriptions.filter((s) => s.status !== 'canceled').map((s) => s.productLine));
  const buy = async (item: CatalogueItem) => {
    setPending(item.id);
    const leaving = await goToCheckout(
      '/api/stripe/create-checkout-session',
      { priceId: priceIdOf(item) },
      'url',
      { title: t('pricing.errorTitle'), text: t('pricing.errorText') },
    );
    if (!leaving) setPending(null);
  };

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t('tab.title')}</h2>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {t('tab.plan')}: {items.find((i) => i.kind === 'plan' && i.code === hub?.planId)?.name ?? o.plan}
            {hub && (
              <Badge variant={hub.status === 'active' ? 'success' : 'secondary'}>
                {t(`tab.status.${hub.status}`)}
              </Badge>
            )}
          </CardTitle>
          {!hub && <p className="text-sm text-muted-foreground">{t('tab.noPlan')}</p>}
          {hub?.trialEndsAt && hub.status === 'trialing' && (
            <p className="text-sm text-muted-foreground">
              {t('tab.trial', { date: currentFormat().date(hub.trialEndsAt) })}
            </p>
          )}
        </CardHeader>
        <CardContent className="space-y-3">
          <Usage label={t('tab.contacts')} used={o.usage.contacts ?? 0} max={o.limits.contacts} />
          <Usage label={t('tab.users')} used={o.usage.users} max={o.limits.users} />
          <div className="flex gap-2">
            {live && hub.provider === 'builtin' && (
              <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('tab.cancel')}
              </Button>
            )}
            {live && hub.provider === 'stripe' && (
              <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
                {t('tab.portal')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        {items
          .filter((i) => i.kind === 'plan')
          .map((p) => {
            const current = live && hub.planId === p.code;
            return (
              <Card key={p.id}>
                <CardHeader>
                  <CardTitle>{p.name}</CardTitle>
                  <p className="font-semibold">{t('common.perMonth', { price: formatUsd(p.amount) })}</p>
                </CardHeader>
                <CardContent>
                  <Button className="w-full" disabled={current || pending !== null} onClick={() => buy(p)}>
                    {current
                      ? t('tab.current')
                      : pending === p.id
                        ? t('pricing.processing')
                        : t('tab.upgrade')}
                  </Button>
                </CardContent>
              </Card>
            );
          })}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.addons')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          {items
            .filter((i) => i.kind === 'addon')
            .map((a) => (
              <div key={a.id} className="flex items-center justify-between gap-2">
                <span className="text-sm">
                  {a.name} · {t('common.perMonth', { price: formatUsd(a.amount) })}
                </span>
                {owned.has(`addon:${a.code}`) ? (
                  <Badge variant="success">{t('tab.active')}</Badge>
                ) : (
                  <Button size="sm" disabled={!live || pending !== null} onClick={() => buy(a)}>
                    {pending === a.id ? t('pricing.processing') : t('tab.addOn')}
                  </Button>
                )}
              </div>
            ))}
        </CardContent>
      </Card>
      <CatalogueEditor />
    </div>
  );
}

function Usage({ label, used, max }: { label: string; used: number; max: number | null }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="space-y-1 text-sm">
      <div className="flex justify-between">
        <span>{label}</span>
        <span>
          {t('tab.of', {
            used: currentFormat().number(used),
            max: max === null ? t('common.unlimited') : currentFormat().number(max),
          })}
        </span>
      </div>
      {max !== null && <Progress value={Math.min(100, (used / Math.max(max, 1)) * 100)} />}
    </div>
  );
}

/** Super admins edit prices here; others get 403 and see nothing. */
function CatalogueEditor() {
  const { t } = useTranslation('pricing');
  const qc = useQueryClient();
  const q = useQuery<CatalogueResponse | null>({
    queryKey: ['/api/billing/catalogue'],
    queryFn: () =>
      apiRequest<CatalogueResponse>('GET', '/api/billing/catalogue').catch((e) => {
        if (e instanceof ApiError && e.status === 403) return null;
        throw e;
      }),
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: ({ id, amount }: { id: string; amount: number }) =>
      apiRequest('PATCH', `/api/billing/catalogue/${encodeURIComponent(id)}`, { body: { amount } }),
    onSuccess: () => {
      toast(t('tab.savedTitle'));
      for (const key of [['/api/billing/catalogue'], CATALOGUE_KEY, PRODUCTS_KEY])
        qc.invalidateQueries({ queryKey: key });
    },
    onError: (err) => toast.error(t('tab.failedTitle'), { description: serverMessage(err, err.message) }),
  });
  if (!q.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tab.catalogue')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {q.data.items.map((i) => (
          <div key={i.id} className="flex items-center gap-2 text-sm">
            <span className="flex-1">{i.name}</span>
            <span className="text-muted-foreground">$</span>
            <Input
              aria-label={`${i.name} price`}
              className="w-28"
              inputMode="decimal"
              value={edits[i.id] ?? String(i.amount / 100)}
              onChange={(e) => setEdits({ ...edits, [i.id]: e.target.value })}
            />
            <Button
              size="sm"
              disabled={save.isPending || edits[i.id] === undefined || Number.isNaN(Number(edits[i.id]))}
              onClick={() => save.mutate({ id: i.id, amount: Math.round(Number(edits[i.id]) * 100) })}
            >
              {t('tab.save')}
            </Button>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
