import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import { useStats } from './api.ts';

/** Active Campaigns, Total Subscribers, Open Rate (people only), This Month Revenue: all computed. */
export function Tiles() {
  const { t } = useTranslation('marketing');
  const f = useFormat();
  const stats = useStats();
  const d = stats.data;
  const tiles = [
    { key: 'active', value: d && f.number(d.activeCampaigns) },
    { key: 'subscribers', value: d && f.number(d.totalSubscribers) },
    {
      key: 'openRate',
      value: d && `${f.number(d.openRate, { maximumFractionDigits: 1 })}%`,
      note: t('tiles.openRateNote'),
    },
    { key: 'revenue', value: d && f.currency(d.monthRevenue, { currency: d.currency, minor: true }) },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">
              {t(`tiles.${tile.key}`)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {tile.value === undefined ? (
              <Skeleton className="h-8 w-24" />
            ) : (
              <p className="text-2xl font-bold" data-testid={`tile-${tile.key}`}>
                {tile.value}
              </p>
            )}
            {'note' in tile && <p className="text-xs text-muted-foreground">{tile.note}</p>}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
