import {
  Badge,
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

/**
 * The part of the deployment plugin's GET /api/health-check the cards read: each app's latest probe
 * (null: not probed). Read over HTTP, so analytics imports nothing of deployment; without deployment
 * (404) or without the right to read it, no card claims a state.
 */
interface HealthApps {
  applications?: { id: string; up: boolean | null }[];
}

/** Each app's health: true (Live), false (Down), absent when not monitored. */
function useAppHealth(): Map<string, boolean> {
  const { data, isError } = useQuery<HealthApps>({
    queryKey: ['/api/health-check'],
    refetchInterval: 60_000,
  });
  const health = new Map<string, boolean>();
  if (isError) return health;
  for (const a of data?.applications ?? []) if (a.up !== null) health.set(a.id, a.up);
  return health;
}

/** One card per website with three figures of the last 30 days, marked Live or Down by its app's health. */
export function WebsiteCards() {
  const { t, i18n } = useTranslation('analytics');
  const { data, isLoading, isError } = useQuery<AnalyticsReport>({ queryKey: reportKey('30d') });
  const health = useAppHealth();
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
            <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">{s.name}</CardTitle>
              {health.get(s.id) === true && <Badge variant="success">{t('websites.live')}</Badge>}
              {health.get(s.id) === false && <Badge variant="destructive">{t('websites.down')}</Badge>}
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
