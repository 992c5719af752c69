import { Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import { CHARITY_SHARE, NET_PROFIT_SHARE } from '../../shared/index.ts';
import { usd } from '../format.ts';

/** Monthly donation = value x 0.67 x 0.2; annual = 12 times that (spec 002 §9). */
export function CharityPanel({ monthlyValue }: { monthlyValue: number }) {
  const { t } = useTranslation('ecosystem');
  const monthly = monthlyValue * NET_PROFIT_SHARE * CHARITY_SHARE;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.charity')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>{t('dashboard.charityText')}</p>
        <p className="flex justify-between">
          <span>{t('dashboard.monthlyDonation')}</span>
          <span className="font-semibold">{usd(monthly)}</span>
        </p>
        <p className="flex justify-between">
          <span>{t('dashboard.annualDonation')}</span>
          <span className="font-semibold">{usd(monthly * 12)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
