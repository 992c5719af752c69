import {
  addMessages,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
  useAuth,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { Website, WebsiteData, WebsitesResponse } from '../shared/website.ts';
import { Advantages } from './advantages.tsx';
import { idxApi, WEBSITES_KEY } from './api.ts';
import { ListingsGrid } from './listings-grid.tsx';
import { en } from './messages.ts';
import { SummaryCards } from './summary-cards.tsx';
import { WebsiteCard } from './website-card.tsx';
import { WebsiteForm } from './website-form.tsx';

addMessages('idx', { en });

/** The idx-builder tab (spec 002 §2): form, summary cards, website cards, listings, advantages. */
export default function IdxPanel() {
  const { t } = useTranslation('idx');
  const qc = useQueryClient();
  const auth = useAuth();
  const canEdit = !!auth.user && auth.user.role !== 'viewer';
  const sites = useQuery<WebsitesResponse>({ queryKey: WEBSITES_KEY });
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Website | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: WEBSITES_KEY });

  const create = useMutation({
    mutationFn: (v: WebsiteData) => idxApi.create(v),
    onSuccess: (site) => {
      setOpen(false);
      void refresh();
      toast(t('toast.created'), { description: t('toast.createdText', { name: site.name }) });
    },
    onError: () => toast.error(t('toast.createFailed'), { description: t('toast.createFailedText') }),
  });
  const update = useMutation({
    mutationFn: (v: { id: string; data: WebsiteData }) => idxApi.update(v.id, v.data),
    onSuccess: () => {
      setEditing(null);
      void refresh();
      toast(t('toast.saved'));
    },
    onError: (err) => toast.error(t('toast.failed'), { description: err.message }),
  });
  const publish = useMutation({
    mutationFn: (id: string) => idxApi.publish(id),
    onSuccess: (site) => {
      void refresh();
      toast(t('toast.published'), { description: t('toast.publishedText', { name: site.name }) });
    },
    onError: (err) => toast.error(t('toast.failed'), { description: err.message }),
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        {canEdit && (
          <Button onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? t('closeForm') : t('toggleForm')}
          </Button>
        )}
      </div>
      {open && (
        <Card>
          <CardHeader>
            <CardTitle>{t('form.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <WebsiteForm
              pending={create.isPending}
              submitLabel={t('form.create')}
              onSubmit={(v) => create.mutate(v)}
            />
          </CardContent>
        </Card>
      )}
      {sites.isLoading && <Skeleton className="h-24" />}
      {sites.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
      {sites.data && <SummaryCards summary={sites.data.summary} />}
      {editing && (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t('form.editTitle')}</CardTitle>
            <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
              {t('closeForm')}
            </Button>
          </CardHeader>
          <CardContent>
            <WebsiteForm
              key={editing.id}
              initial={editing}
              pending={update.isPending}
              submitLabel={t('form.save')}
              onSubmit={(data) => update.mutate({ id: editing.id, data })}
            />
          </CardContent>
        </Card>
      )}
      <section className="grid gap-4" aria-label={t('websites')}>
        <h2 className="text-xl font-semibold">{t('websites')}</h2>
        {sites.data?.websites.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('noWebsites')}</p>
        )}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {sites.data?.websites.map((s) => (
            <WebsiteCard
              key={s.id}
              site={s}
              publishing={publish.isPending && publish.variables === s.id}
              onPublish={() => publish.mutate(s.id)}
              onEdit={() => setEditing(s)}
            />
          ))}
        </div>
      </section>
      <ListingsGrid canEdit={canEdit} />
      <Advantages />
    </div>
  );
}
