import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  currentFormat,
  Switch,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { type CatalogueItem, customPackageTotal, DEFAULT_PLAN, SALES_EMAIL } from '../../shared/browser.ts';
import { useCatalogue } from '../api.ts';
import { formatUsd, gb } from '../format.ts';

/** Plans and add-ons of the landing page (spec 000 §9): default Professional, custom package total. */
export function PricingSection() {
  const { t } = useTranslation('pricing');
  const q = useCatalogue();
  const [plan, setPlan] = useState<string>(DEFAULT_PLAN);
  const [addons, setAddons] = useState<string[]>([]);
  const items = q.data?.items ?? [];
  const plans = items.filter((i) => i.kind === 'plan');
  const addonItems = items.filter((i) => i.kind === 'addon');
  const chosen = plans.find((p) => p.code === plan);
  const total = customPackageTotal(
    chosen?.amount ?? 0,
    addonItems.filter((a) => addons.includes(a.code)).map((a) => a.amount),
  );
  const limit = (v: number | null) => (v === null ? t('common.unlimited') : currentFormat().number(v));
  const limits = (p: CatalogueItem) =>
    t('landing.limits', {
      contacts: limit(p.limits.contacts),
      users: limit(p.limits.users),
      storage: gb(p.limits.storageBytes) ?? t('common.unlimited'),
    });

  return (
    <section id="pricing" className="space-y-8">
      <h2 className="text-center text-3xl font-bold">{t('landing.pricingTitle')}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((p) => (
          <Card
            key={p.id}
            role="radio"
            aria-checked={plan === p.code}
            tabIndex={0}
            onClick={() => setPlan(p.code)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setPlan(p.code)}
            className={cn('cursor-pointer', plan === p.code && 'ring-2 ring-primary')}
            data-testid={`plan-${p.code}`}
          >
            <CardHeader>
              <CardTitle className="flex items-center justify-between">
                {p.name}
                {p.popular && <Badge>{t('common.mostPopular')}</Badge>}
              </CardTitle>
              <p className="text-3xl font-bold">{t('common.perMonth', { price: formatUsd(p.amount) })}</p>
              <p className="text-sm text-muted-foreground">{limits(p)}</p>
            </CardHeader>
            <CardContent className="space-y-3">
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {p.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {p.contactSales ? (
                <Button asChild variant="outline" className="w-full">
                  <a href={`mailto:${SALES_EMAIL}`}>{t('common.contactSales')}</a>
                </Button>
              ) : (
                <Button asChild className="w-full">
                  <a href="/api/login">{t('landing.startFreeTrial')}</a>
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <h3 className="text-2xl font-semibold">{t('landing.addonsTitle')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {addonItems.map((a) => (
          <Card key={a.id}>
            <CardContent className="flex items-center justify-between gap-4 pt-6">
              <div>
                <p className="font-medium">{a.name}</p>
                <p className="text-sm text-muted-foreground">{a.description}</p>
                <p className="text-sm font-semibold">
                  {t('common.perMonth', { price: formatUsd(a.amount) })}
                </p>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Switch
                  aria-label={a.name}
                  checked={addons.includes(a.code)}
                  onCheckedChange={(on) =>
                    setAddons((prev) => (on ? [...prev, a.code] : prev.filter((x) => x !== a.code)))
                  }
                />
                <a href="/api/login" className="text-sm text-primary underline-offset-4 hover:underline">
                  {t('landing.addToPlan')}
                </a>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div>
            <p className="font-medium">{t('landing.customTotal')}</p>
            <p className="text-sm text-muted-foreground">
              {t('landing.customTotalText', { plan: chosen?.name ?? '', count: addons.length })}
            </p>
          </div>
          <p className="text-3xl font-bold" data-testid="custom-total">
            {t('common.perMonth', { price: formatUsd(total) })}
          </p>
          <Button asChild>
            <a href="/api/login">{t('landing.startTrial')}</a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
