import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Switch,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import {
  DEFAULT_REOSS_TIER,
  REOSS_TIERS,
  type ReossAddonId,
  type ReossTierId,
  reossPricing,
  reossRates,
} from '../../shared/browser.ts';
import { goToCheckout, useCatalogue } from '../api.ts';
import { formatUsd } from '../format.ts';
import { useResumeCheckout } from '../use-resume-checkout.ts';
import { Row } from './local-business-page.tsx';

/** /pricing/reoss: four tiers (default Pro), add-ons, monthly and annual totals, checkout. */
export default function ReossPage() {
  const { t } = useTranslation('pricing');
  // Back from sign-up: the checkout started here signed out continues with the same selection.
  useResumeCheckout({ title: t('reoss.errorTitle'), text: t('reoss.errorText') });
  const q = useCatalogue();
  const items = q.data?.items ?? [];
  const [tier, setTier] = useState<ReossTierId>(DEFAULT_REOSS_TIER);
  const [addons, setAddons] = useState<ReossAddonId[]>([]);
  const [pending, setPending] = useState(false);
  const tiers = REOSS_TIERS.map((id) => items.find((i) => i.kind === 'reoss_tier' && i.code === id)).filter(
    (i) => i !== undefined,
  );
  const addonItems = items.filter((i) => i.kind === 'reoss_addon');
  const pricing = reossPricing(reossRates(items), tier, addons);

  const checkout = async () => {
    setPending(true);
    const leaving = await goToCheckout('/api/reoss/checkout', { tier, addons, pricing }, 'checkout_url', {
      title: t('reoss.errorTitle'),
      text: t('reoss.errorText'),
    });
    if (!leaving) setPending(false);
  };

  return (
    <main className="mx-auto min-h-screen max-w-6xl space-y-8 bg-background px-6 py-12 text-foreground">
      <div className="space-y-1 text-center">
        <h1 className="text-3xl font-bold">{t('reoss.title')}</h1>
        <p className="text-muted-foreground">{t('reoss.subtitle')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-4" role="radiogroup">
        {tiers.map((i) => (
          <Card
            key={i.id}
            role="radio"
            aria-checked={tier === i.code}
            tabIndex={0}
            onClick={() => setTier(i.code as ReossTierId)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setTier(i.code as ReossTierId)}
            className={cn('cursor-pointer', tier === i.code && 'ring-2 ring-primary')}
            data-testid={`tier-${i.code}`}
          >
            <CardHeader>
              <CardTitle className="flex items-center justify-between">
                {i.name}
                {i.popular && <Badge>{t('common.mostPopular')}</Badge>}
              </CardTitle>
              <p className="text-2xl font-bold">{t('common.perMonth', { price: formatUsd(i.amount) })}</p>
              <p className="text-sm text-muted-foreground">{i.description}</p>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {i.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('reoss.addons')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {addonItems.map((a) => (
            <div key={a.id} className="flex items-center justify-between gap-2">
              <label htmlFor={`reoss-${a.code}`} className="text-sm">
                {a.name} ·{' '}
                {a.interval === 'one_time'
                  ? t('common.oneTime', { price: formatUsd(a.amount) })
                  : t('common.perMonth', { price: formatUsd(a.amount) })}
              </label>
              <Switch
                id={`reoss-${a.code}`}
                checked={addons.includes(a.code as ReossAddonId)}
                onCheckedChange={(on) =>
                  setAddons((prev) =>
                    on ? [...prev, a.code as ReossAddonId] : prev.filter((x) => x !== a.code),
                  )
                }
              />
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-2 pt-6 text-sm">
          <Row label={t('reoss.plan')} value={formatUsd(pricing.plan)} />
          <Row label={t('reoss.monthlyAddons')} value={formatUsd(pricing.monthlyAddons)} />
          <Row
            label={t('common.monthlyTotal')}
            value={formatUsd(pricing.monthlyTotal)}
            strong
            testId="monthly-total"
          />
          <Row label={t('reoss.oneTimeAddons')} value={formatUsd(pricing.oneTimeAddons)} />
          <Row
            label={`${t('common.annualTotal')} (${t('common.annualNote')})`}
            value={formatUsd(pricing.annualTotal, { cents: true })}
            strong
            testId="annual-total"
          />
          <Button className="mt-4 w-full" onClick={checkout} disabled={pending || q.isLoading}>
            {pending ? t('reoss.creating') : t('reoss.checkout')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
