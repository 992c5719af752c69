import { useTranslation } from '@ecohub/web-kit';
import { growthOf } from '../growth.ts';

/** 'vs last month' (or 'vs previous period'): the computed change, coloured by its direction. */
export function ChangeLine({
  value,
  previous,
  label,
}: {
  value: number;
  previous: number;
  label: 'vsLastMonth' | 'vsPrevious';
}) {
  const { t, i18n } = useTranslation('analytics');
  const change = growthOf(value, previous);
  if (change === null) return <p className="text-xs text-muted-foreground">{t('noComparison')}</p>;
  const text = `${change > 0 ? '+' : ''}${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(change)}%`;
  return (
    <p className={change >= 0 ? 'text-xs text-success' : 'text-xs text-destructive'}>
      {t(label, { change: text })}
    </p>
  );
}
