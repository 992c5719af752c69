import { useActivityText, useFormat, useQuery, useTranslation } from '@ecohub/web-kit';
import { type Activity, RECENT_ACTIVITY_ITEMS } from '../../shared/index.ts';
import { withQuery } from '../api.ts';

/** A contact's history, newest first: each activity in the user's language, with its relative time. */
export function ContactTimeline({ contactId }: { contactId: string }) {
  const { t } = useTranslation('crm');
  const line = useActivityText();
  const f = useFormat();
  const { data, isError } = useQuery<{ items: Activity[] }>({
    queryKey: [withQuery('/api/activities', { contactId, limit: RECENT_ACTIVITY_ITEMS })],
  });
  return (
    <section aria-labelledby="contact-timeline" className="space-y-2 border-t pt-3">
      <h3 id="contact-timeline" className="text-sm font-medium">
        {t('contacts.timeline')}
      </h3>
      {isError && <p className="text-sm text-destructive">{t('contacts.timelineFailed')}</p>}
      {data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t('activities.empty')}</p>}
      <ul className="max-h-48 space-y-1 overflow-y-auto text-sm" data-testid="contact-timeline">
        {data?.items.map((a) => (
          <li key={a.id} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{line(a)}</span>
            <span className="shrink-0 text-muted-foreground">{f.relative(a.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
