import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  serverMessage,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useDeferredValue, useState } from 'react';
import { AI_RECENT_ACTIVITY, type Contact, type ContactPage } from '../../shared/index.ts';
import { AiPanel } from '../ai/ai-panel.tsx';
import { refreshContacts, withQuery } from '../api.ts';
import { StatusBadge } from '../crm/status-badge.tsx';
import { SummaryCards } from '../crm/summary-cards.tsx';
import { fullName, usd } from '../format.ts';
import { ContactForm } from './contact-form.tsx';

const PAGE = 25;

/** One page of the list; "Load more" renders the next page with the cursor of this one. */
function ContactRows({
  q,
  cursor,
  onEdit,
  onDelete,
}: {
  q: string;
  cursor?: string;
  onEdit: (c: Contact) => void;
  onDelete: (c: Contact) => void;
}) {
  const { t } = useTranslation('crm');
  const [more, setMore] = useState(false);
  const { data, isError } = useQuery<ContactPage>({
    queryKey: [withQuery('/api/contacts', { q, limit: PAGE, sort: 'name', cursor })],
  });
  if (isError)
    return (
      <TableRow>
        <TableCell colSpan={6}>{t('contacts.loadFailed')}</TableCell>
      </TableRow>
    );
  return (
    <>
      {data?.items.map((c) => (
        <TableRow key={c.id}>
          <TableCell className="font-medium">{fullName(c)}</TableCell>
          <TableCell>{c.email}</TableCell>
          <TableCell>{c.company}</TableCell>
          <TableCell>
            <StatusBadge status={c.status} />
          </TableCell>
          <TableCell className="text-right">{usd(c.value)}</TableCell>
          <TableCell className="space-x-2 text-right">
            <Button size="sm" variant="outline" onClick={() => onEdit(c)}>
              {t('contacts.edit')}
            </Button>
            <Button size="sm" variant="destructive" onClick={() => onDelete(c)}>
              {t('contacts.delete')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
      {data && !cursor && data.items.length === 0 && (
        <TableRow>
          <TableCell colSpan={6} className="text-center text-muted-foreground">
            {t('table.empty')}
          </TableCell>
        </TableRow>
      )}
      {data?.nextCursor &&
        (more ? (
          <ContactRows q={q} cursor={data.nextCursor} onEdit={onEdit} onDelete={onDelete} />
        ) : (
          <TableRow>
            <TableCell colSpan={6} className="text-center">
              <Button variant="ghost" onClick={() => setMore(true)}>
                {t('contacts.loadMore')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
    </>
  );
}

/**
 * /contacts (spec 002): stat tiles, a searchable contact list, Add Contact, edit and delete, and
 * the floating AI suggestion panel for what is typed in the search.
 */
export default function ContactsPage() {
  const { t } = useTranslation('crm');
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const [recent, setRecent] = useState<Array<{ type: string; timestamp: number }>>([]);
  const typed = (value: string) => {
    setQ(value);
    setRecent((r) => [{ type: 'search', timestamp: Date.now() }, ...r].slice(0, AI_RECENT_ACTIVITY));
  };
  // A suggestion applied: a contact opens in the form, Add Contact opens an empty one, others fill the search.
  const apply = async (action: string, text: string) => {
    const [verb, arg] = [action.slice(0, action.indexOf(':')), action.slice(action.indexOf(':') + 1)];
    if (action === 'add-contact') setEditing(null);
    else if (verb === 'select-contact' || verb === 'email' || verb === 'note')
      setEditing(await apiRequest<Contact>('GET', `/api/contacts/${arg}`).catch(() => undefined));
    else if (verb === 'filter-company') setQ(arg);
    else setQ(text);
  };

  const remove = useMutation({
    mutationFn: (c: Contact) => apiRequest('DELETE', `/api/contacts/${c.id}`),
    onSuccess: (_r, c) => {
      toast(t('contacts.deletedTitle'), { description: fullName(c) });
      void refreshContacts(qc);
    },
    onError: (err) =>
      toast.error(t('contacts.deleteFailedTitle'), {
        description: serverMessage(err, t('contacts.deleteFailedTitle')),
      }),
  });
  const onDelete = (c: Contact) => {
    if (window.confirm(t('contacts.confirmDelete', { name: fullName(c) }))) remove.mutate(c);
  };

  return (
    <main className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('contacts.title')}</h1>
        <Button onClick={() => setEditing(null)}>{t('contacts.add')}</Button>
      </div>
      <SummaryCards />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>{t('table.title')}</CardTitle>
          <Input
            className="w-64"
            value={q}
            onChange={(e) => typed(e.target.value)}
            placeholder={t('table.search')}
            aria-label={t('table.search')}
          />
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('table.name')}</TableHead>
                <TableHead>{t('table.email')}</TableHead>
                <TableHead>{t('contacts.company')}</TableHead>
                <TableHead>{t('table.status')}</TableHead>
                <TableHead className="text-right">{t('table.value')}</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              <ContactRows key={search} q={search} onEdit={setEditing} onDelete={onDelete} />
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <AiPanel
        request={{
          currentPage: '/contacts',
          userInput: q,
          contactData: null,
          recentActivity: recent,
          formData: null,
        }}
        onApply={(action, text) => void apply(action, text)}
      />
      {editing !== undefined && (
        <ContactForm
          key={editing?.id ?? 'new'}
          contact={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      )}
    </main>
  );
}
