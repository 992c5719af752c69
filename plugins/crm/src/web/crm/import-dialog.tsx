import {
  apiRequest,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  isJobFinished,
  jobPercent,
  Label,
  Progress,
  serverMessage,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useJob,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useRef, useState } from 'react';
import {
  IMPORT_POLL_MS,
  type ImportStarted,
  type ImportStatus,
  type ImportUndone,
} from '../../shared/index.ts';

/** The import job's counters, as it reports them with its progress (GET /api/jobs/:id). */
type ImportCounts = Partial<Record<'processed' | 'successful' | 'failed' | 'created' | 'updated', number>>;

import { refreshContacts, withQuery } from '../api.ts';

const isCsv = (f: File) => /\.csv$/i.test(f.name) || f.type === 'text/csv';

/**
 * CSV import (spec 001 §2.4, §4): pick, preview, the job's progress every 2 s (`useJob`, the one
 * progress channel), Done, failed rows, Undo. The import status is read once the job is over, for
 * what only the import knows (undone).
 */
export function ImportDialog() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [started, setStarted] = useState<ImportStarted | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const start = useMutation({
    mutationFn: async (f: File) =>
      apiRequest<ImportStarted>('POST', '/api/contacts/import-csv', {
        body: { csvData: await f.text(), filename: f.name },
      }),
    onSuccess: (res, f) => {
      setStarted(res);
      toast(t('import.startedTitle'), {
        description: t('import.startedText', { total: res.totalRows, filename: f.name }),
      });
    },
    onError: (err) =>
      toast.error(t('import.failedTitle'), { description: serverMessage(err, t('import.failedText')) }),
  });

  const job = useJob(started?.jobId ?? null, { pollMs: IMPORT_POLL_MS });
  const view = job.data;
  const counts = (view?.counts ?? {}) as ImportCounts;
  const finished = isJobFinished(view?.state);
  const status = useQuery<ImportStatus>({
    queryKey: [withQuery('/api/contacts/import-status', { jobId: started?.jobId })],
    enabled: !!started && finished,
  });
  const s = status.data;
  const completed = view?.state === 'completed';

  const undo = useMutation({
    mutationFn: () => apiRequest<ImportUndone>('POST', `/api/contacts/imports/${started?.jobId}/undo`),
    onSuccess: async (r) => {
      toast(t('import.undoneTitle'), {
        description: t('import.undoneText', { removed: r.removed, restored: r.restored }),
      });
      await status.refetch();
      await refreshContacts(qc);
    },
    onError: (err) =>
      toast.error(t('import.undoFailedTitle'), {
        description: serverMessage(err, t('import.undoFailedText')),
      }),
  });

  const reset = () => {
    setFile(null);
    setStarted(null);
    start.reset();
    if (input.current) input.current.value = '';
  };

  const pick = (f: File | undefined) => {
    if (f && !isCsv(f)) {
      toast.error(t('import.invalidTitle'), { description: t('import.invalidText') });
      if (input.current) input.current.value = '';
      setFile(null);
      return;
    }
    setFile(f ?? null);
  };

  const done = async () => {
    setOpen(false);
    reset();
    await refreshContacts(qc);
  };

  const percent = jobPercent(view) ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          if (started) void refreshContacts(qc);
          reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{t('import.open')}</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>
        {!started && (
          <div className="space-y-2">
            <Label htmlFor="crm-import-file">{t('import.file')}</Label>
            <Input
              id="crm-import-file"
              ref={input}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </div>
        )}
        {started && (
          <div className="space-y-4">
            <div>
              <h4 className="mb-2 text-sm font-medium">{t('import.preview')}</h4>
              <div className="max-h-64 overflow-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>firstName</TableHead>
                      <TableHead>lastName</TableHead>
                      <TableHead>email</TableHead>
                      <TableHead>company</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {started.preview.map((r) => (
                      <TableRow key={`${r.email}|${r.firstName}|${r.lastName}|${r.company}`}>
                        <TableCell>{r.firstName}</TableCell>
                        <TableCell>{r.lastName}</TableCell>
                        <TableCell>{r.email}</TableCell>
                        <TableCell>{r.company}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </div>
            <div className="space-y-1" data-testid="import-progress">
              <Progress
                value={percent}
                max={100}
                aria-label={t('import.progress', { processed: 0, total: 0 })}
              />
              <p className="text-sm text-muted-foreground">
                {t('import.progress', {
                  processed: view?.progress?.done ?? 0,
                  total: view?.progress?.total ?? started.totalRows,
                })}
              </p>
              {completed && (
                <p className="text-sm" data-testid="import-result">
                  {t('import.result', {
                    created: counts.created ?? 0,
                    updated: counts.updated ?? 0,
                    failed: counts.failed ?? 0,
                  })}
                </p>
              )}
              {finished && !completed && (
                <p className="text-sm text-destructive">{view?.error ?? s?.error}</p>
              )}
              {s?.undone && <p className="text-sm">{t('import.undone')}</p>}
            </div>
          </div>
        )}
        <DialogFooter className="gap-2">
          {!started && (
            <Button disabled={!file || start.isPending} onClick={() => file && start.mutate(file)}>
              {t('import.start')}
            </Button>
          )}
          {completed && (counts.failed ?? 0) > 0 && (
            <Button variant="outline" asChild>
              <a href={`/api/contacts/imports/${started?.jobId}/failures.csv`} download>
                {t('import.failedRows')}
              </a>
            </Button>
          )}
          {completed && s && !s.undone && (
            <Button variant="outline" disabled={undo.isPending} onClick={() => undo.mutate()}>
              {t('import.undo')}
            </Button>
          )}
          {completed && <Button onClick={done}>{t('import.done')}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
