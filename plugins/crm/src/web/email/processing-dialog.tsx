import {
  apiRequest,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  serverMessage,
  Textarea,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import {
  EMAIL_DIRECTIONS,
  EMAIL_JOBS_SHOWN,
  type EmailDirection,
  type EmailProcessingJob,
  type EmailProcessStarted,
} from '../../shared/email.ts';
import { refreshContacts } from '../api.ts';
import { CONVERSATIONS_KEY, EMAIL_POLL_MS, PROCESSING_JOBS_KEY } from './api.ts';
import { ErrorIcon, PendingIcon, SuccessIcon } from './icons.tsx';

const pending = (j: EmailProcessingJob) => !j.processed && !j.error_message;

/**
 * The AI email processing dialog (spec 001 §2.4, §4, §5, §8): from and to required (the message id
 * is made by the server from the time), the 10 latest jobs with their icon (error, success,
 * pending) and badge (Contact Created or Processing). Contacts and jobs are read again when done.
 */
export function EmailProcessingDialog() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const empty = { fromEmail: '', toEmail: '', subject: '', body: '', direction: 'inbound' as EmailDirection };
  const [form, setForm] = useState(empty);

  const jobs = useQuery<EmailProcessingJob[]>({
    queryKey: PROCESSING_JOBS_KEY,
    enabled: open,
    refetchInterval: (q) => (q.state.data?.some(pending) ? EMAIL_POLL_MS : false),
  });
  const [seen, setSeen] = useState<string>('');
  // When the pending ones finish, the contacts and conversations change: read them again.
  const doneKey = (jobs.data ?? [])
    .filter((j) => !pending(j))
    .map((j) => j.id)
    .join();
  if (jobs.data && doneKey !== seen) {
    setSeen(doneKey);
    void refreshContacts(qc);
    void qc.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  }

  const process = useMutation({
    mutationFn: () =>
      apiRequest<EmailProcessStarted>('POST', '/api/emails/process', {
        body: {
          ...form,
          fromEmail: form.fromEmail.trim(),
          toEmail: form.toEmail.trim(),
          receivedAt: new Date().toISOString(),
        },
      }),
    onSuccess: async () => {
      toast(t('email.processing.startedTitle'), {
        description: t('email.processing.startedText', { from: form.fromEmail.trim() }),
      });
      setForm(empty);
      await qc.invalidateQueries({ queryKey: PROCESSING_JOBS_KEY });
      await refreshContacts(qc);
    },
    onError: (err) =>
      toast.error(t('email.processing.failedTitle'), {
        description: serverMessage(err, t('email.processing.failedText')),
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.fromEmail.trim() || !form.toEmail.trim()) {
      toast.error(t('email.processing.missingTitle'), { description: t('email.processing.missingText') });
      return;
    }
    process.mutate();
  };
  const field = (k: 'fromEmail' | 'toEmail' | 'subject') => ({
    value: form[k],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('email.processing.open')}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('email.processing.title')}</DialogTitle>
          <DialogDescription>{t('email.processing.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="space-y-1">
            <Label htmlFor="process-from">{t('email.processing.from')}</Label>
            <Input id="process-from" type="email" {...field('fromEmail')} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="process-to">{t('email.processing.to')}</Label>
            <Input id="process-to" type="email" {...field('toEmail')} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="process-subject">{t('email.processing.subject')}</Label>
            <Input id="process-subject" {...field('subject')} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="process-direction">{t('email.processing.direction')}</Label>
            <Select
              value={form.direction}
              onValueChange={(v) => setForm({ ...form, direction: v as EmailDirection })}
            >
              <SelectTrigger id="process-direction">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EMAIL_DIRECTIONS.map((d) => (
                  <SelectItem key={d} value={d}>
                    {t(`email.processing.${d}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="process-body">{t('email.processing.body')}</Label>
            <Textarea
              id="process-body"
              rows={4}
              value={form.body}
              onChange={(e) => setForm({ ...form, body: e.target.value })}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={process.isPending}>
              {t('email.processing.submit')}
            </Button>
          </div>
        </form>
        <section className="space-y-2">
          <h4 className="text-sm font-medium">{t('email.processing.recent')}</h4>
          {jobs.isSuccess && jobs.data.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('email.processing.none')}</p>
          )}
          <ul className="space-y-2">
            {(jobs.data ?? []).slice(0, EMAIL_JOBS_SHOWN).map((j) => (
              <JobRow key={j.id} job={j} />
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}

function JobRow({ job: j }: { job: EmailProcessingJob }) {
  const { t } = useTranslation('crm');
  return (
    <li className="flex flex-wrap items-center gap-2 rounded border p-2 text-sm" data-testid="processing-job">
      {j.error_message ? (
        <ErrorIcon label={t('email.processing.statusError')} />
      ) : j.processed ? (
        <SuccessIcon label={t('email.processing.statusDone')} />
      ) : (
        <PendingIcon label={t('email.processing.statusPending')} />
      )}
      <span className="min-w-0 flex-1 break-all">
        {j.from_email} → {j.to_email}
        {j.subject ? ` · ${j.subject}` : ''}
      </span>
      <Badge variant={j.contact_created ? 'default' : 'secondary'}>
        {j.contact_created ? t('email.processing.contactCreated') : t('email.processing.processingBadge')}
      </Badge>
      {j.error_message && <p className="w-full break-words text-xs text-destructive">{j.error_message}</p>}
    </li>
  );
}
