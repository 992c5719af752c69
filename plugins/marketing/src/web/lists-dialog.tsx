import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { listInputSchema } from '../shared/lists.ts';
import { post, useAction, useLists } from './api.ts';
import { Field, issuesOf, SELECT } from './field.tsx';

const STATUSES = ['lead', 'qualified', 'customer', 'lost'] as const;

/** Manage Subscriber Lists: lists with counts, a new list from CRM contacts, import and export. */
export function ListsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('marketing');
  const lists = useLists();
  const [name, setName] = useState('');
  const [source, setSource] = useState('');
  const [status, setStatus] = useState('');
  const [tag, setTag] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [importTo, setImportTo] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const create = useAction((body: unknown) => post('/api/marketing/lists', body), {
    done: () => t('lists.created'),
    failed: t('campaigns.failed'),
  });
  const imp = useAction(
    ({ id, csv }: { id: string; csv: string }) =>
      post<{ added: number; duplicates: number; invalid: number }>(`/api/marketing/lists/${id}/import`, {
        csv,
      }),
    { done: (r) => t('lists.imported', r), failed: t('campaigns.failed') },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const filter = {
      ...(source.trim() ? { source: source.trim() } : {}),
      ...(status ? { status } : {}),
      ...(tag.trim() ? { tag: tag.trim() } : {}),
    };
    const parsed = listInputSchema.safeParse({ name, ...(Object.keys(filter).length ? { filter } : {}) });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('lists.title')}</DialogTitle>
          <DialogDescription>{t('subtitle')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {lists.data?.lists.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('lists.empty')}</li>
          )}
          {lists.data?.lists.map((l) => (
            <li key={l.id} className="grid gap-2 rounded-md border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{l.name}</p>
                  <p className="text-muted-foreground">
                    {t('lists.counts', { subscribers: l.subscribers, unsubscribed: l.unsubscribed })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setImportTo(importTo === l.id ? null : l.id)}
                  >
                    {t('lists.import')}
                  </Button>
                  <Button size="sm" variant="ghost" asChild>
                    <a href={`/api/marketing/lists/${l.id}/export`} download>
                      {t('lists.export')}
                    </a>
                  </Button>
                </div>
              </div>
              {importTo === l.id && (
                <div className="grid gap-2">
                  <Textarea
                    aria-label={t('lists.import')}
                    placeholder={t('lists.importHint')}
                    rows={4}
                    value={csv}
                    onChange={(e) => setCsv(e.target.value)}
                  />
                  <Button
                    size="sm"
                    disabled={!csv.trim() || imp.isPending}
                    onClick={() => imp.mutate({ id: l.id, csv }, { onSuccess: () => setCsv('') })}
                  >
                    {t('lists.import')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-3">
          <p className="font-medium">{t('lists.newList')}</p>
          <Field id="list-name" label={t('form.name')} error={errors.name}>
            <Input id="list-name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id="list-source" label={t('lists.source')}>
              <Input id="list-source" value={source} onChange={(e) => setSource(e.target.value)} />
            </Field>
            <Field id="list-status" label={t('lists.status')}>
              <select
                id="list-status"
                className={SELECT}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              >
                <option value="">{t('lists.any')}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="list-tag" label={t('lists.tag')}>
              <Input id="list-tag" value={tag} onChange={(e) => setTag(e.target.value)} />
            </Field>
          </div>
          <Button type="submit" disabled={create.isPending}>
            {t('lists.create')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
