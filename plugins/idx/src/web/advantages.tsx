import { Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import { CheckCircle2Icon } from 'lucide-react';

const ITEMS = ['reso', 'seo', 'crm', 'alerts'] as const;

/** The competitive-advantage section (spec 002 §2): what these sites do that a plain site does not. */
export function Advantages() {
  const { t } = useTranslation('idx');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('advantage.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ITEMS.map((k) => (
            <li key={k} className="flex gap-2 text-sm">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{t(`advantage.items.${k}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
