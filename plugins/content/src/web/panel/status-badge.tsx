import { Badge, useTranslation } from '@ecohub/web-kit';
import type { ContentStatus } from '../../shared/constants.ts';

/** Spec 001 §3: published in the default style, anything else secondary. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('content');
  return <Badge variant={status === 'published' ? 'default' : 'secondary'}>{t(`status.${status}`)}</Badge>;
}
