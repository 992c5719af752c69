import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import type { AppSource, Contact, SourceContacts } from '../../shared/index.ts';
import { BY_SOURCE_KEY, refreshContacts, SOURCES_KEY } from '../api.ts';
import { StatusBadge } from '../crm/status-badge.tsx';
import { count, fullName } from '../format.ts';

/** User integration (spec 001 §2.8): the organisation's users and app sources become tagged contacts. */
export default function UserIntegrationPanel() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const sources = useQuery<AppSource[]>({ queryKey: SOURCES_KEY });
  const bySource = useQuery<Record<string, SourceContacts>>({ queryKey: BY_SOURCE_KEY });

  const integrate = useMutation({
    mutationFn: () =>
      apiRequest<{ integrated: number; skipped: number }>('POST', '/api/contacts/integrate-users'),
    onSuccess: (r) => {
      toast(t('integration.integratedTitle'), { description: t('integration.integratedText', r) });
      void refreshContacts(qc);
    },
    onError: () =>
      toast.error(t('integration.integrateFailedTitle'), {
        description: t('integration.integrateFailedText'),
      }),
  });
  const example = useMutation({
    mutationFn: () => apiRequest<{ contact: Contact }>('POST', '/api/contacts/create-example'),
    onSuccess: (r) => {
      toast(t('integration.exampleTitle'), {
        description: t('integration.exampleText', { name: fullName(r.contact) }),
      });
      void refreshContacts(qc);
    },
    onError: () =>
      toast.error(t('integration.exampleFailedTitle'), { description: t('integration.exampleFailedText') }),
  });
  const tag = useMutation({
    mutationFn: () => apiRequest<{ updated: number }>('POST', '/api/contacts/tag-sources'),
    onSuccess: (r) => {
      toast(t('integration.taggedTitle'), { description: t('integration.taggedText', { count: r.updated }) });
      void refreshContacts(qc);
    },
    onError: () =>
      toast.error(t('integration.tagFailedTitle'), { description: t('integration.tagFailedText') }),
  });

  const groups = Object.entries(bySource.data ?? {});
  const total = groups.reduce((s, [, g]) => s + g.total, 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={example.isPending} onClick={() => example.mutate()}>
          {t('integration.createExample')}
        </Button>
        <Button disabled={integrate.isPending} onClick={() => integrate.mutate()}>
          {t('integration.integrateAll')}
        </Button>
        <Button variant="outline" disabled={tag.isPending} onClick={() => tag.mutate()}>
          {t('integration.tagSources')}
        </Button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('integration.sourcesTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {sources.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('integration.noSources')}</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sources.data?.map((s) => (
              <div key={s.id} className="space-y-1 rounded-md border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{s.name}</span>
                  <Badge variant="secondary">{s.type}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{s.description}</p>
                {s.url && (
                  <a className="text-sm text-primary underline" href={s.url} target="_blank" rel="noreferrer">
                    {t('integration.visit')}
                  </a>
                )}
              </div>
            ))}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('integration.bySourceTitle')}</CardTitle>
          <CardDescription>
            {t('integration.total', { count: total, formatted: count(total) })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {groups.map(([name, g]) => (
            <div key={name} className="space-y-2 rounded-md border p-3">
              <div className="flex justify-between">
                <span className="font-medium">{name || '—'}</span>
                <span className="text-sm text-muted-foreground">
                  {t('integration.count', { count: g.total })}
                </span>
              </div>
              {g.total === 0 ? (
                <p className="text-sm text-muted-foreground">{t('integration.emptySource')}</p>
              ) : (
                <ul className="space-y-1">
                  {g.contacts.map((c) => (
                    <li key={c.id} className="flex items-center justify-between gap-2 text-sm">
                      <span>
                        {fullName(c)} <span className="text-muted-foreground">{c.email}</span>
                      </span>
                      <StatusBadge status={c.status as Contact['status']} />
                    </li>
                  ))}
                  {g.total > g.contacts.length && (
                    <li className="text-sm text-muted-foreground">
                      {t('integration.more', { count: g.total - g.contacts.length })}
                    </li>
                  )}
                </ul>
              )}
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
