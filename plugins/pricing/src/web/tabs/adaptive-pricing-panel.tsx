import {
  ApiError,
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  ElevationNotice,
  Skeleton,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdaptivePricing, PricingRecommendation } from '../../shared/browser.ts';
import { confidenceColor } from '../../shared/browser.ts';
import { formatUsd } from '../format.ts';

const KEY = ['/api/adaptive-pricing'];
const COLOR = {
  green: 'bg-green-600 text-white',
  blue: 'bg-blue-600 text-white',
  orange: 'bg-orange-500 text-white',
  red: 'bg-red-600 text-white',
} as const;

/** Spec 002 "Adaptive Pricing & Features Engine", computed from real customers on the server. */
export default function AdaptivePricingPanel() {
  const { t } = useTranslation('pricing');
  const qc = useQueryClient();
  const q = useQuery<AdaptivePricing>({ queryKey: KEY });
  const implement = useMutation({
    mutationFn: (r: PricingRecommendation) =>
      apiRequest<PricingRecommendation>(
        'POST',
        `/api/adaptive-pricing/${encodeURIComponent(r.id)}/implement`,
      ),
    onSuccess: (r) => {
      toast(t('adaptive.updatedTitle'), {
        description: t('adaptive.updatedText', { app: r.application, tier: r.recommended_tier }),
      });
      qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) =>
      toast.error(t('adaptive.failedTitle'), { description: serverMessage(err, err.message) }),
  });

  if (q.isLoading) return <Skeleton className="h-64 w-full" />;
  if (q.isError)
    return q.error instanceof ApiError && q.error.status === 403 ? (
      <ElevationNotice>{t('common.superAdminOnly')}</ElevationNotice>
    ) : (
      <p role="alert">{t('common.loadFailed', { message: q.error.message })}</p>
    );
  const d = q.data as AdaptivePricing;
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t('adaptive.title')}</h2>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div>
            <p className="text-sm text-muted-foreground">{t('adaptive.projection')}</p>
            <p className="text-3xl font-bold" data-testid="projection">
              {formatUsd(d.projectedIncrease)}
            </p>
          </div>
          <Badge variant="outline">{t('adaptive.confidence', { value: d.averageConfidence })}</Badge>
        </CardContent>
      </Card>
      <h3 className="text-xl font-semibold">{t('adaptive.recommendations')}</h3>
      {d.recommendations.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('adaptive.none')}</p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {d.recommendations.map((r) => (
          <Card key={r.id}>
            <CardHeader>
              <CardTitle className="flex items-center justify-between gap-2">
                {r.application}
                <span className={cn('rounded-md px-2 py-0.5 text-xs', COLOR[confidenceColor(r.confidence)])}>
                  {Math.round(r.confidence * 100)}%
                </span>
              </CardTitle>
              <p className="text-sm">
                {t('adaptive.from', { from: r.current_tier, to: r.recommended_tier })}
              </p>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p className="font-semibold">
                {t('adaptive.increase', { value: formatUsd(r.potential_revenue_increase) })}
              </p>
              <ul className="list-disc pl-5">
                {r.reasoning.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <p className="text-muted-foreground">
                {t('adaptive.adoption', { value: Math.round(r.projected_adoption_rate * 100) })} ·{' '}
                {t('adaptive.effort', { value: r.implementation_effort })}
              </p>
              <Button
                className="w-full"
                disabled={r.implemented || implement.isPending}
                onClick={() => implement.mutate(r)}
              >
                {r.implemented
                  ? t('adaptive.implemented')
                  : implement.isPending && implement.variables?.id === r.id
                    ? t('adaptive.implementing')
                    : t('adaptive.implement')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <h3 className="text-xl font-semibold">{t('adaptive.segments')}</h3>
      <div className="grid gap-4 md:grid-cols-3">
        {d.segments.map((s) => (
          <Card key={s.name}>
            <CardHeader>
              <CardTitle>{s.name}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p>{t('adaptive.segment', { size: s.size, ltv: formatUsd(s.avg_ltv) })}</p>
              <p>{t('adaptive.sensitivity', { value: s.price_sensitivity })}</p>
              <p>{t('adaptive.upgrade', { value: Math.round(s.upgrade_probability * 100) })}</p>
              <p className="text-muted-foreground">{s.preferred_features.join(', ')}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('adaptive.charityTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm md:grid-cols-3">
          <p>
            {t('adaptive.gross')}: <strong>{formatUsd(d.charitableGiving.grossRevenue)}</strong>
          </p>
          <p>
            {t('adaptive.net')}: <strong>{formatUsd(d.charitableGiving.netProfit)}</strong>
          </p>
          <p>
            {t('adaptive.donation')}: <strong>{formatUsd(d.charitableGiving.charitableDonation)}</strong>
          </p>
          <p className="text-muted-foreground md:col-span-3">{t('adaptive.retention')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
