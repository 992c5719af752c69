import { Badge, useTranslation } from '@ecohub/web-kit';
import { FEATURES_SHOWN } from '../shared/index.ts';

/** The first 3 features, then a '+n more' badge for the rest (spec 002 §2, §9). */
export function FeatureList({ features }: { features: string[] }) {
  const { t } = useTranslation('ecosystem');
  const rest = features.length - FEATURES_SHOWN;
  return (
    <div className="flex flex-wrap gap-1">
      {features.slice(0, FEATURES_SHOWN).map((f) => (
        <Badge key={f} variant="secondary">
          {f}
        </Badge>
      ))}
      {rest > 0 && <Badge variant="outline">{t('common.moreFeatures', { count: rest })}</Badge>}
    </div>
  );
}
