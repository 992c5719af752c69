import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { ContactSummary } from '../../shared/index.ts';
import { SUMMARY_KEY } from '../api.ts';
import { count, usd } from '../format.ts';

/** Totals of the stored contacts: count, pipeline value, customers and conversion. */
export function SummaryCards() {
  const { t } = useTranslation('crm');
  const { data } = useQuery<ContactSummary>({ queryKey: SUMMARY_KEY });
  const cards = [
    { label: t('summary.totalContacts'), value: data && count(data.totalContacts) },
    { label: t('summary.pipelineValue'), value: data && usd(data.totalValue) },
    { label: t('summary.customers'), value: data && count(data.customers) },
    { label: t('summary.conversionRate'), value: data && `${data.conversionRate}%` },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.label}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{c.label}</CardTitle>
          </CardHeader>
          <CardContent>
            {c.value === undefined ? (
              <Skeleton className="h-8 w-24" />
            ) : (
              <div className="text-2xl font-bold">{c.value}</div>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
