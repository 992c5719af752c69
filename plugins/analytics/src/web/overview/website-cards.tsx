import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { type AnalyticsReport, reportKey } from '../api.ts';
import { formatters } from '../format.ts';

/** One card per website with three figures of the last 30 days. */
export function WebsiteCards() {
  const { t, i18n } = useTranslation('analytics');
  const { data, isLoading, isError } = useQuery<AnalyticsReport>({ queryKey: reportKey('30d') });
  const f = formatters(i18n.language, data?.currency ?? 'USD');
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t('websites.title')}</h2>
      {isLoading && <Skeleton className="h-32 w-full" />}
      {isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
      {data?.sites.length === 0 && <p className="text-sm text-muted-foreground">{t('websites.none')}</p>}
      <div className="grid gap-4 md:grid-cols-3">
        {data?.sites.map((s) => (
          <Card key={s.id} data-testid="website-card">
            <CardHeader className="pb-2">
              <CardTitle className="text-base">{s.name}</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-3 gap-2 text-sm">
              <Metric label={t('websites.visitors')} value={f.number(s.visitors.value)} />
              <Metric label={t('websites.conversion')} value={`${f.percent(s.conversionRate)}%`} />
              <Metric label={t('websites.revenue')} value={f.money(s.revenue)} />
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-muted-foreground">{label}</p>
      <p className="font-semibold">{value}</p>
    </div>
  );
}
