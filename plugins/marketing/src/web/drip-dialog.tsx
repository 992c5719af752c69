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
import { DEFAULT_MJML } from '../shared/campaign.ts';
import { DRIP_ENTRIES, dripInputSchema } from '../shared/drip.ts';
import { post, useAction, useLists } from './api.ts';
import { Field, issuesOf, SELECT } from './field.tsx';

interface Step {
  key: string;
  delayHours: number;
  subject: string;
  mjml: string;
}

/** Set up Drip Sequence: entry (list, new contact, booking, tracked event), ordered steps with delays. */
export function DripDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('marketing');
  const lists = useLists();
  const [name, setName] = useState('');
  const [entry, setEntry] = useState<(typeof DRIP_ENTRIES)[number]>('contact-created');
  const [listId, setListId] = useState('');
  const [source, setSource] = useState('');
  const [eventName, setEventName] = useState('');
  const [steps, setSteps] = useState<Step[]>([
    { key: crypto.randomUUID(), delayHours: 0, subject: '', mjml: DEFAULT_MJML },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAction((body: unknown) => post('/api/marketing/drips', body), {
    done: () => t('drip.created'),
    failed: t('campaigns.failed'),
  });
  const setStep = (i: number, patch: Partial<Step>) =>
    setSteps((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = dripInputSchema.safeParse({
      name,
      entry,
      ...(entry === 'list' ? { listId: listId || undefined } : {}),
      ...(entry === 'contact-created' && source.trim() ? { source } : {}),
      ...(entry === 'event' ? { event: eventName.trim() || undefined } : {}),
      steps: steps.map(({ key: _key, ...step }) => step),
    });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('drip.title')}</DialogTitle>
          <DialogDescription>{t('subtitle')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Field id="drip-name" label={t('form.name')} error={errors.name}>
            <Input id="drip-name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="drip-entry" label={t('drip.entry')}>
            <select
              id="drip-entry"
              className={SELECT}
              value={entry}
              onChange={(e) => setEntry(e.target.value as (typeof DRIP_ENTRIES)[number])}
            >
              {DRIP_ENTRIES.map((k) => (
                <option key={k} value={k}>
                  {t(`drip.entries.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {entry === 'list' && (
            <Field id="drip-list" label={t('form.list')} error={errors.listId}>
              <select
                id="drip-list"
                className={SELECT}
                value={listId}
                onChange={(e) => setListId(e.target.value)}
              >
                <option value="">{t('form.chooseList')}</option>
                {(lists.data?.lists ?? []).map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {entry === 'contact-created' && (
            <Field id="drip-source" label={t('drip.source')}>
              <Input id="drip-source" value={source} onChange={(e) => setSource(e.target.value)} />
            </Field>
          )}
          {entry === 'event' && (
            <Field id="drip-event" label={t('drip.eventName')}>
              <Input id="drip-event" value={eventName} onChange={(e) => setEventName(e.target.value)} />
            </Field>
          )}
          {steps.map((s, i) => (
            <fieldset key={s.key} className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">{t('drip.step', { n: i + 1 })}</legend>
              <Field id={`drip-delay-${i}`} label={t('drip.delay')}>
                <Input
                  id={`drip-delay-${i}`}
                  type="number"
                  min={0}
                  value={s.delayHours}
                  onChange={(e) => setStep(i, { delayHours: Number(e.target.value) })}
                />
              </Field>
              <Field id={`drip-subject-${i}`} label={t('form.subject')}>
                <Input
                  id={`drip-subject-${i}`}
                  value={s.subject}
                  onChange={(e) => setStep(i, { subject: e.target.value })}
                />
              </Field>
              <Field id={`drip-mjml-${i}`} label={t('form.template')}>
                <Textarea
                  id={`drip-mjml-${i}`}
                  rows={4}
                  className="font-mono text-xs"
                  value={s.mjml}
                  onChange={(e) => setStep(i, { mjml: e.target.value })}
                />
              </Field>
            </fieldset>
          ))}
          {errors.steps && <p className="text-sm text-destructive">{errors.steps}</p>}
          <DialogFooter className="flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                setSteps((s) => [
                  ...s,
                  { key: crypto.randomUUID(), delayHours: 24, subject: '', mjml: DEFAULT_MJML },
                ])
              }
            >
              {t('drip.addStep')}
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
