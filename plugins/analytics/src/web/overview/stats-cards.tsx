import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { BotIcon, DollarSignIcon, SearchIcon, UsersIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { type DashboardStats, STATS_KEY } from '../api.ts';
import { formatters } from '../format.ts';
import { ChangeLine } from './change-line.tsx';

type Key = 'totalRevenue' | 'subscribers' | 'traffic' | 'automationScore';
const CARDS: { key: Key; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'totalRevenue', label: 'stats.revenue', icon: DollarSignIcon },
  { key: 'subscribers', label: 'stats.subscribers', icon: UsersIcon },
  { key: 'traffic', label: 'stats.traffic', icon: SearchIcon },
  { key: 'automationScore', label: 'stats.automation', icon: BotIcon },
];

/** The four stats cards of spec 001 §2.1, each with its computed change against last month. */
export function StatsCards() {
  const { t, i18n } = useTranslation('analytics');
  const { data, isLoading, isError } = useQuery<DashboardStats>({ queryKey: STATS_KEY });
  const f = formatters(i18n.language, data?.currency ?? 'USD');
  const show = (key: Key, v: number) =>
    key === 'totalRevenue' ? f.money(v) : key === 'automationScore' ? `${f.percent(v)}%` : f.number(v);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => {
        const value = data?.[key];
        const previous = data?.previous[key];
        // The server says why a figure is not computed yet; the text is the user's language.
        const note =
          key === 'subscribers' && data?.notes.subscribers
            ? t('notes.subscribers')
            : key === 'automationScore' && data?.notes.automationScore
              ? t('notes.automation')
              : undefined;
        return (
          <Card key={key}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium">{t(label)}</CardTitle>
              <Icon className="size-4 text-muted-foreground" />
            </CardHeader>
            <CardContent>
              {isLoading && <Skeleton className="h-8 w-24" />}
              {isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
              {data && (
                <>
                  <p className="text-2xl font-bold" data-testid={`stat-${key}`}>
                    {value === null || value === undefined ? '—' : show(key, value)}
                  </p>
                  {typeof value === 'number' && typeof previous === 'number' && !note && (
                    <ChangeLine value={value} previous={previous} label="vsLastMonth" />
                  )}
                  {note && <p className="text-xs text-muted-foreground">{note}</p>}
                </>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
