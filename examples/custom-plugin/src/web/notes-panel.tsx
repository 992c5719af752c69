import {
  addMessages,
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  currentFormat,
  Input,
  Label,
  Skeleton,
  serverMessage,
  Textarea,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { type Note, type NoteInput, noteInputSchema } from '../shared/notes.ts';
import { ExportButton } from './export-button.tsx';
import { en } from './messages.ts';

addMessages('custom-notes', { en });

const NOTES_KEY = ['/api/custom-notes'];

/** Lists the organisation's notes (GET /api/custom-notes) and adds one (POST /api/custom-notes). */
export default function NotesPanel() {
  const { t } = useTranslation('custom-notes');
  const queryClient = useQueryClient();
  const notes = useQuery<{ notes: Note[] }>({ queryKey: NOTES_KEY });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof NoteInput, string>>>({});

  const add = useMutation({
    mutationFn: (input: NoteInput) => apiRequest<Note>('POST', '/api/custom-notes', { body: input }),
    onSuccess: async (note) => {
      toast(t('added'), { description: note.title });
      setTitle('');
      setBody('');
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError: (err) => toast.error(t('addFailed'), { description: serverMessage(err, err.message) }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = noteInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>{t('add')}</CardTitle>
          <CardDescription>{t('subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="note-title">{t('fields.title')}</Label>
              <Input
                id="note-title"
                value={title}
                aria-invalid={!!errors.title}
                onChange={(e) => setTitle(e.target.value)}
              />
              {errors.title && <p className="text-sm text-destructive">{errors.title}</p>}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="note-body">{t('fields.body')}</Label>
              <Textarea
                id="note-body"
                rows={4}
                value={body}
                aria-invalid={!!errors.body}
                onChange={(e) => setBody(e.target.value)}
              />
              {errors.body && <p className="text-sm text-destructive">{errors.body}</p>}
            </div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('adding') : t('add')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section aria-label={t('title')} className="grid content-start gap-3">
        <h2 className="text-2xl font-bold tracking-tight">{t('title')}</h2>
        <ExportButton />
        {notes.isLoading && <Skeleton className="h-24" />}
        {notes.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {notes.data?.notes.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
        <ul className="grid gap-3">
          {notes.data?.notes.map((n) => (
            <li key={n.id}>
              <Card>
                <CardHeader>
                  <CardTitle>{n.title}</CardTitle>
                  <CardDescription>
                    {t('createdAt', { date: currentFormat().dateTime(n.createdAt) })}
                  </CardDescription>
                </CardHeader>
                {n.body && <CardContent className="text-sm whitespace-pre-wrap">{n.body}</CardContent>}
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
