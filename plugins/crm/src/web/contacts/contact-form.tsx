import {
  ApiError,
  apiRequest,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  serverMessage,
  toast,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import {
  CONTACT_STATUSES,
  type Contact,
  type ContactStatus,
  contactInputSchema,
} from '../../shared/index.ts';
import { refreshContacts } from '../api.ts';
import { fullName } from '../format.ts';
import { ContactTimeline } from './contact-timeline.tsx';

type Draft = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'source' | 'value', string> & {
  status: ContactStatus;
};

const draftOf = (c?: Contact | null): Draft => ({
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  company: c?.company ?? '',
  source: c?.source ?? '',
  value: c ? String(c.value / 100) : '0',
  status: c?.status ?? 'lead',
});

/** Add or edit a contact; the shared zod schema gives the same messages the server would. */
export function ContactForm({
  contact,
  open,
  onClose,
}: {
  contact?: Contact | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: unknown) =>
      contact
        ? apiRequest<Contact>('PATCH', `/api/contacts/${contact.id}`, { body })
        : apiRequest<Contact>('POST', '/api/contacts', { body }),
    onSuccess: (c) => {
      toast(t('contacts.savedTitle'), { description: t('contacts.savedText', { name: fullName(c) }) });
      void refreshContacts(qc);
      onClose();
    },
    onError: (err) => {
      const issues =
        err instanceof ApiError
          ? (err.body as { issues?: { path: string; message: string }[] })?.issues
          : null;
      if (issues) setErrors(Object.fromEntries(issues.map((i) => [i.path || 'firstName', i.message])));
      toast.error(t('contacts.saveFailedTitle'), {
        description: serverMessage(err, t('contacts.saveFailedTitle')),
      });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = draft.value.trim() === '' ? 0 : Math.round(Number(draft.value) * 100);
    const body = { ...draft, value: Number.isFinite(value) ? value : Number.NaN };
    const parsed = contactInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'firstName'), i.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const field = (name: keyof Draft, label: string, type = 'text') => (
    <div className="space-y-1">
      <Label htmlFor={`contact-${name}`}>{label}</Label>
      <Input
        id={`contact-${name}`}
        type={type}
        value={draft[name]}
        aria-invalid={!!errors[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] && <p className="text-sm text-destructive">{errors[name]}</p>}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contact ? t('contacts.editTitle') : t('contacts.addTitle')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="grid grid-cols-2 gap-3">
            {field('firstName', t('contacts.firstName'))}
            {field('lastName', t('contacts.lastName'))}
          </div>
          {field('email', t('table.email'), 'email')}
          <div className="grid grid-cols-2 gap-3">
            {field('phone', t('contacts.phone'))}
            {field('company', t('contacts.company'))}
          </div>
          <div className="grid grid-cols-2 gap-3">
            {field('source', t('table.source'))}
            {field('value', t('contacts.valueDollars'), 'number')}
          </div>
          <div className="space-y-1">
            <Label htmlFor="contact-status">{t('table.status')}</Label>
            <Select
              value={draft.status}
              onValueChange={(v) => setDraft({ ...draft, status: v as ContactStatus })}
            >
              <SelectTrigger id="contact-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CONTACT_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('contacts.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('contacts.save')}
            </Button>
          </DialogFooter>
        </form>
        {contact && <ContactTimeline contactId={contact.id} />}
      </DialogContent>
    </Dialog>
  );
}
