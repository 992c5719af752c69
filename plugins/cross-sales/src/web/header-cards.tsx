import { useFormat, useTranslation } from '@ecohub/web-kit';
import type { CrossSalesMetrics } from '../shared/index.ts';
import { StatCard } from './stat-card.tsx';

/** Total Opportunities, Potential Revenue, High Value Leads, Backlink Strategies (spec 001 §2.10). */
export function HeaderCards({ metrics }: { metrics: CrossSalesMetrics }) {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="card-opportunities"
        label={t('cards.totalOpportunities')}
        value={f.number(metrics.totalOpportunities)}
      />
      <StatCard
        testId="card-revenue"
        label={t('cards.potentialRevenue')}
        value={f.currency(metrics.estimatedRevenue)}
      />
      <StatCard
        testId="card-high-value"
        label={t('cards.highValueLeads')}
        value={f.number(metrics.highValueOpportunities)}
      />
      <StatCard
        testId="card-backlinks"
        label={t('cards.backlinkStrategies')}
        value={f.number(metrics.backlinkStrategies)}
      />
    </div>
  );
}
