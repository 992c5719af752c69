import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Progress,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { ContactSummary } from '../../shared/index.ts';
import { SUMMARY_KEY } from '../api.ts';
import { usd } from '../format.ts';

/** Count and value per status; each bar is the status's share of all contacts. */
export function PipelineCard() {
  const { t } = useTranslation('crm');
  const { data } = useQuery<ContactSummary>({ queryKey: SUMMARY_KEY });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pipeline.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {data?.pipeline.map((p) => (
          <div key={p.status} className="space-y-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{t(`status.${p.status}`)}</span>
              <span className="text-muted-foreground">
                {t('pipeline.contacts', { count: p.count })} · {usd(p.value)}
              </span>
            </div>
            <Progress value={data.totalContacts ? (p.count / data.totalContacts) * 100 : 0} max={100} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
