import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  Skeleton,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';

/** Minor units as USD, cents only when there are some. */
const minor = (n: number) => currentFormat().currency(n, { minor: true, cents: 'auto' });

/** What `GET /api/ecosystem/pricing-table` answers (the pricing plugin): figures in minor units. */
export interface PricingTableResponse {
  charitableGiving: { grossRevenue: number; netProfit: number; charitableDonation: number };
}

export const PRICING_TABLE_KEY = ['/api/ecosystem/pricing-table'] as const;

/**
 * The promise (20% of net profit, 67% of revenue) and what it came to: the server's figures from
 * payments really received (`GET /api/ecosystem/pricing-table`), never a sum of the registry's
 * list prices. Without the pricing plugin (no such route) only the promise shows.
 */
export function CharityPanel() {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<PricingTableResponse>({ queryKey: PRICING_TABLE_KEY, retry: false });
  const giving = q.data?.charitableGiving;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.charity')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>{t('dashboard.charityText')}</p>
        {q.isLoading && <Skeleton className="h-10 w-full" />}
        {giving && (
          <>
            <p className="flex justify-between">
              <span>{t('dashboard.donated')}</span>
              <span className="font-semibold">{minor(giving.charitableDonation)}</span>
            </p>
            <p className="text-muted-foreground">
              {t('dashboard.donatedFrom', {
                revenue: minor(giving.grossRevenue),
                profit: minor(giving.netProfit),
              })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
