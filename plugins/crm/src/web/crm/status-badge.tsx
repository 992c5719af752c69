import { Badge, useTranslation } from '@ecohub/web-kit';
import type { ContactStatus } from '../../shared/index.ts';

const VARIANT = {
  lead: 'outline',
  qualified: 'secondary',
  customer: 'default',
  lost: 'destructive',
} as const;

export function StatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('crm');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
