import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { charityImpact, type ProductsResponse, type ProviderProduct } from '../../shared/browser.ts';
import { goToCheckout, PRODUCTS_KEY } from '../api.ts';
import { dollars, formatUsd } from '../format.ts';
import { useResumeCheckout } from '../use-resume-checkout.ts';

/** /pricing: one card per provider product with its first price, checkout on Get Started. */
export default function PricingPage() {
  const { t } = useTranslation('pricing');
  // Back from sign-up: the checkout started here signed out continues with the same selection.
  useResumeCheckout({ title: t('pricing.errorTitle'), text: t('pricing.errorText') });
  const q = useQuery<ProductsResponse>({ queryKey: PRODUCTS_KEY });
  const [pending, setPending] = useState<string | null>(null);

  const buy = async (priceId: string) => {
    setPending(priceId);
    const leaving = await goToCheckout('/api/stripe/create-checkout-session', { priceId }, 'url', {
      title: t('pricing.errorTitle'),
      text: t('pricing.errorText'),
    });
    if (!leaving) setPending(null);
  };

  return (
    <main className="mx-auto min-h-screen max-w-6xl space-y-10 bg-background px-6 py-12 text-foreground">
      <div className="space-y-2 text-center">
        <h1 className="text-4xl font-bold">{t('pricing.title')}</h1>
        <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
      </div>
      {q.isLoading && <Skeleton className="h-64 w-full" />}
      {q.isError && (
        <p role="alert" className="text-center text-destructive">
          {t('pricing.failed')}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-3">
        {q.data?.products.map((p) => (
          <ProductCard key={p.id} product={p} pending={pending} onBuy={buy} />
        ))}
      </div>
      <Card>
        <CardContent className="space-y-2 pt-6">
          <h2 className="flex items-center gap-2 font-semibold">
            <HeartIcon className="size-4 text-primary" /> {t('pricing.donationTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('pricing.donation')}</p>
          <Link href="/ecosystem-demo" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('pricing.donationLink')}
          </Link>
          <ul className="flex flex-wrap gap-4 pt-2 text-sm">
            <li>{t('pricing.belowAverage')}</li>
            <li>{t('pricing.moneyBack')}</li>
            <li>{t('pricing.cancelAnytime')}</li>
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}

function ProductCard({
  product,
  pending,
  onBuy,
}: {
  product: ProviderProduct;
  pending: string | null;
  onBuy: (priceId: string) => void;
}) {
  const { t } = useTranslation('pricing');
  const price = product.prices[0];
  if (!price) return null;
  const impact = charityImpact(price.amount);
  const processing = pending === price.id;
  return (
    <Card data-testid={`product-${product.id}`}>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          {product.name}
          {product.metadata.popular === 'true' && <Badge>{t('common.mostPopular')}</Badge>}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <p className="text-3xl font-bold">
          {price.interval === 'month'
            ? t('common.perMonth', { price: formatUsd(price.amount) })
            : t('common.oneTime', { price: formatUsd(price.amount) })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('pricing.competitor', {
            price: dollars(impact.competitorPrice),
            savings: dollars(impact.savings),
            percent: impact.savingsPercent,
          })}
        </p>
        <p className="text-sm text-primary">
          {t('pricing.charity', {
            monthly: dollars(impact.monthlyDonation),
            annual: dollars(impact.annualDonation),
          })}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {product.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <Button className="w-full" disabled={pending !== null} onClick={() => onBuy(price.id)}>
          {processing ? t('pricing.processing') : t('pricing.getStarted')}
        </Button>
      </CardContent>
    </Card>
  );
}
