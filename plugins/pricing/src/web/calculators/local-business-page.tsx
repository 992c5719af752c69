import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import {
  BUSINESS_TYPES,
  type BusinessType,
  EXPOSURE_LEVELS,
  EXPOSURE_RANGES,
  type ExposureLevel,
  INDUSTRIES,
  INDUSTRY_FACTOR_PCT,
  type Industry,
  isCountyWide,
  type LocalBusinessPricing,
  localBusinessPricing,
  localBusinessRates,
  zipCount,
} from '../../shared/browser.ts';
import { goToCheckout, useCatalogue } from '../api.ts';
import { formatUsd } from '../format.ts';
import { useResumeCheckout } from '../use-resume-checkout.ts';

const ADDONS = ['lumaraShoutouts', 'autoMatchCrm', 'placementBoost', 'coBrandedPage'] as const;
const NO_ADDONS = {
  lumaraShoutouts: false,
  autoMatchCrm: false,
  coBrandedPage: false,
  placementBoost: false,
};

/** /pricing/local-business: calculate with the shared formula, then checkout (the server recomputes). */
export default function LocalBusinessPage() {
  const { t } = useTranslation('pricing');
  // Back from sign-up: the checkout started here signed out continues with the same selection.
  useResumeCheckout({ title: t('local.errorTitle'), text: t('local.errorText') });
  const catalogue = useCatalogue();
  const items = catalogue.data?.items ?? [];
  const [businessType, setBusinessType] = useState<BusinessType | ''>('');
  const [exposureLevel, setExposure] = useState<ExposureLevel | ''>('');
  const [naicsCode, setIndustry] = useState<Industry>('other');
  const [zipCodes, setZipCodes] = useState('');
  const [addons, setAddons] = useState(NO_ADDONS);
  const [pricing, setPricing] = useState<LocalBusinessPricing | null>(null);
  const [pending, setPending] = useState(false);
  // Any change invalidates the calculation: checkout only follows a fresh calculate.
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPricing(null);
    };
  const price = (kind: string, code: string) => items.find((i) => i.kind === kind && i.code === code);

  const calculate = () => {
    if (!businessType || !exposureLevel) {
      toast.error(t('local.missingTitle'), { description: t('local.missingText') });
      return;
    }
    setPricing(
      localBusinessPricing(localBusinessRates(items), { exposureLevel, naicsCode, zipCodes, addons }),
    );
  };
  const checkout = async () => {
    if (!pricing) return;
    setPending(true);
    const leaving = await goToCheckout(
      '/api/local-business/checkout',
      { businessType, exposureLevel, zipCodes, naicsCode, addons, pricing },
      'checkout_url',
      { title: t('local.errorTitle'), text: t('local.errorText') },
    );
    if (!leaving) setPending(false);
  };
  const zips = zipCount(zipCodes);

  return (
    <main className="mx-auto min-h-screen max-w-4xl space-y-6 bg-background px-6 py-12 text-foreground">
      <h1 className="text-3xl font-bold">{t('local.title')}</h1>
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <Field label={t('local.businessType')} id="businessType">
            <Select value={businessType} onValueChange={change(setBusinessType as (v: string) => void)}>
              <SelectTrigger id="businessType">
                <SelectValue placeholder={t('local.choose')} />
              </SelectTrigger>
              <SelectContent>
                {BUSINESS_TYPES.map((b) => (
                  <SelectItem key={b} value={b}>
                    {t(`local.types.${b}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label={t('local.exposure')} id="exposureLevel">
            <Select value={exposureLevel} onValueChange={change(setExposure as (v: string) => void)}>
              <SelectTrigger id="exposureLevel">
                <SelectValue placeholder={t('local.choose')} />
              </SelectTrigger>
              <SelectContent>
                {EXPOSURE_LEVELS.map((e) => (
                  <SelectItem key={e} value={e}>
                    {t(`local.exposures.${e}`)} ({EXPOSURE_RANGES[e]})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label={t('local.industry')} id="naicsCode">
            <Select value={naicsCode} onValueChange={change(setIndustry as (v: string) => void)}>
              <SelectTrigger id="naicsCode">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INDUSTRIES.map((i) => (
                  <SelectItem key={i} value={i}>
                    {t(`local.industries.${i}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label={t('local.zipCodes')} id="zipCodes">
            <Input id="zipCodes" value={zipCodes} onChange={(e) => change(setZipCodes)(e.target.value)} />
            <p className="text-xs text-muted-foreground">
              {isCountyWide(zips) ? t('local.countyWide') : t('local.zipHint', { count: zips })}
            </p>
          </Field>
          <div className="space-y-2 md:col-span-2">
            <p className="font-medium">{t('local.addons')}</p>
            {ADDONS.map((a) => {
              const item = price('lb_addon', a);
              return (
                <div key={a} className="flex items-center justify-between gap-2">
                  <Label htmlFor={`addon-${a}`}>
                    {item?.name ?? a}{' '}
                    <span className="text-muted-foreground">
                      {item &&
                        (item.interval === 'one_time'
                          ? t('common.oneTime', { price: formatUsd(item.amount) })
                          : `+${t('common.perMonth', { price: formatUsd(item.amount) })}`)}
                    </span>
                  </Label>
                  <Switch
                    id={`addon-${a}`}
                    checked={addons[a]}
                    onCheckedChange={(on) => change(setAddons)({ ...addons, [a]: on })}
                  />
                </div>
              );
            })}
          </div>
          <Button onClick={calculate} disabled={catalogue.isLoading}>
            {t('local.calculate')}
          </Button>
        </CardContent>
      </Card>
      {pricing && exposureLevel && (
        <Card data-testid="local-pricing">
          <CardHeader>
            <CardTitle>{t('common.monthlyTotal')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <Row
              label={t('local.base', {
                exposure: t(`local.exposures.${exposureLevel}`),
                factor: INDUSTRY_FACTOR_PCT[naicsCode] / 100,
              })}
              value={formatUsd(pricing.monthlyBase)}
            />
            <Row
              label={isCountyWide(zips) ? t('local.countyWide') : t('local.zipFee')}
              value={formatUsd(pricing.zipFees)}
            />
            <Row label={t('local.addonsTotal')} value={formatUsd(pricing.addons)} />
            <Row
              label={t('common.monthlyTotal')}
              value={formatUsd(pricing.total)}
              strong
              testId="monthly-total"
            />
            <Row
              label={`${t('common.annualTotal')} (${t('common.annualNote')})`}
              value={formatUsd(pricing.annualTotal, { cents: true })}
              testId="annual-total"
            />
            {pricing.oneTime > 0 && <Row label={t('local.oneTime')} value={formatUsd(pricing.oneTime)} />}
            <Button className="mt-4 w-full" onClick={checkout} disabled={pending}>
              {pending ? t('local.creating') : t('local.checkout')}
            </Button>
          </CardContent>
        </Card>
      )}
    </main>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export function Row(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between ${props.strong ? 'text-base font-semibold' : ''}`}>
      <span>{props.label}</span>
      <span data-testid={props.testId}>{props.value}</span>
    </div>
  );
}
