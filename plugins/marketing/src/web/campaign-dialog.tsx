import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { type Campaign, campaignInputSchema, DEFAULT_MJML } from '../shared/campaign.ts';
import { post, useAction, useLists } from './api.ts';
import { Field, issuesOf, SELECT } from './field.tsx';

/** Create Email Campaign: name, list, subject and the MJML template (POST /api/marketing/campaigns). */
export function CampaignDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('marketing');
  const lists = useLists();
  const [name, setName] = useState('');
  const [listId, setListId] = useState('');
  const [subject, setSubject] = useState('');
  const [mjml, setMjml] = useState(DEFAULT_MJML);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAction((body: unknown) => post<Campaign>('/api/marketing/campaigns', body), {
    done: (c) => `${t('form.created')}: ${c.name}`,
    failed: t('campaigns.failed'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = campaignInputSchema.safeParse({ name, listId, subject, mjml });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setSubject('');
        onOpenChange(false);
      },
    });
  };
  const available = lists.data?.lists ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('subtitle')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Field id="campaign-name" label={t('form.name')} error={errors.name}>
            <Input id="campaign-name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="campaign-list" label={t('form.list')} error={errors.listId}>
            <select
              id="campaign-list"
              className={SELECT}
              value={listId}
              onChange={(e) => setListId(e.target.value)}
            >
              <option value="">{available.length ? t('form.chooseList') : t('form.noLists')}</option>
              {available.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.subscribers})
                </option>
              ))}
            </select>
          </Field>
          <Field id="campaign-subject" label={t('form.subject')} error={errors.subject}>
            <Input id="campaign-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          </Field>
          <Field id="campaign-mjml" label={t('form.template')} error={errors.mjml}>
            <Textarea
              id="campaign-mjml"
              rows={8}
              className="font-mono text-xs"
              value={mjml}
              onChange={(e) => setMjml(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
