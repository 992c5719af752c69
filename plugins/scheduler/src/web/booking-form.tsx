import { Button, Input, Label, Textarea, useTranslation } from '@ecohub/web-kit';
import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { formatWhen } from './api.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email({ message: 'Please enter a valid email address' }).trim().max(254),
  notes: z.string().trim().max(2000, 'Notes are at most 2,000 characters'),
});
export type BookingDetails = z.output<typeof schema>;

/** Name, email and notes for the picked time; validated here and again by the server. */
export function BookingForm({
  start,
  pending,
  onSubmit,
  onChangeTime,
}: {
  start: string;
  pending: boolean;
  onSubmit: (d: BookingDetails) => void;
  onChangeTime: () => void;
}) {
  const { t, i18n } = useTranslation('scheduler');
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', notes: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof BookingDetails, string>>>({});
  const set = (k: keyof BookingDetails) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  const field = (k: keyof BookingDetails, label: string, input: React.ReactNode) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${k}`}>{label}</Label>
      {input}
      {errors[k] && <p className="text-sm text-destructive">{errors[k]}</p>}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('form.title')}>
      <h2 className="text-lg font-semibold">{t('form.title')}</h2>
      <p className="text-sm">{t('form.selected', { when: formatWhen(start, i18n.language) })}</p>
      {field(
        'name',
        t('form.name'),
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={set('name')}
          aria-invalid={!!errors.name}
          autoComplete="name"
        />,
      )}
      {field(
        'email',
        t('form.email'),
        <Input
          id={`${id}-email`}
          type="email"
          value={values.email}
          onChange={set('email')}
          aria-invalid={!!errors.email}
          autoComplete="email"
        />,
      )}
      {field(
        'notes',
        t('form.notes'),
        <Textarea id={`${id}-notes`} rows={3} value={values.notes} onChange={set('notes')} />,
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeTime}>
          {t('form.change')}
        </Button>
      </div>
    </form>
  );
}
