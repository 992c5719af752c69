import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import type { Website } from '../shared/website.ts';

/** One website: its figures, Preview, and Publish for drafts only (spec 002 §2). */
export function WebsiteCard(props: {
  site: Website;
  publishing: boolean;
  onPublish: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('idx');
  const f = useFormat();
  const s = props.site;
  return (
    <Card data-testid="idx-website" aria-label={s.name}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle className="break-words text-lg">{s.name}</CardTitle>
          <p className="break-all text-sm text-muted-foreground">{s.domain || t('card.noDomain')}</p>
          <p className="text-sm text-muted-foreground">{t(`templates.${s.template}`)}</p>
        </div>
        <Badge variant={s.status === 'draft' ? 'secondary' : 'default'}>{t(`status.${s.status}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">{t('card.leads')}</dt>
            <dd className="font-semibold">{f.number(s.leads_generated)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('card.views')}</dt>
            <dd className="font-semibold">{f.number(s.page_views)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('card.conversion')}</dt>
            <dd className="font-semibold">{f.percent(s.conversion_rate / 100)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/idx/websites/${s.id}/preview`} target="_blank" rel="noreferrer">
              {t('card.preview')}
            </a>
          </Button>
          {s.status === 'draft' && (
            <Button size="sm" onClick={props.onPublish} disabled={props.publishing}>
              {t('card.publish')}
            </Button>
          )}
          {s.status !== 'draft' && (
            <Button asChild variant="outline" size="sm">
              <a href={s.url} target="_blank" rel="noreferrer">
                {t('card.open')}
              </a>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={props.onEdit}>
            {t('card.edit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
