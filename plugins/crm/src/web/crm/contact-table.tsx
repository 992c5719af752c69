import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentFormat,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useDeferredValue, useState } from 'react';
import { type AppSource, CONTACT_TABLE_ROWS, type ContactPage } from '../../shared/index.ts';
import { SOURCES_KEY, withQuery } from '../api.ts';
import { fullName, usd } from '../format.ts';
import { StatusBadge } from './status-badge.tsx';

const ALL = 'all';

/**
 * The first 10 contacts matching the search (name or email) and the source filter: all, or one of
 * the organisation's own sources (`GET /api/app-sources`), never a fixed list.
 */
export function ContactTable({ actions }: { actions?: React.ReactNode }) {
  const { t } = useTranslation('crm');
  const [q, setQ] = useState('');
  const [source, setSource] = useState(ALL);
  const search = useDeferredValue(q.trim());
  const url = withQuery('/api/contacts', {
    limit: CONTACT_TABLE_ROWS,
    q: search,
    source: source === ALL ? undefined : source,
  });
  const { data, isLoading } = useQuery<ContactPage>({ queryKey: [url] });
  const sources = useQuery<AppSource[]>({ queryKey: SOURCES_KEY });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('table.title')}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            className="w-56"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('table.search')}
            aria-label={t('table.search')}
          />
          <Select value={source} onValueChange={setSource}>
            <SelectTrigger className="w-44" aria-label={t('table.source')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('table.allSources')}</SelectItem>
              {(sources.data ?? []).map((s) => (
                <SelectItem key={s.id} value={s.name}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {actions}
        </div>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.name')}</TableHead>
              <TableHead>{t('table.email')}</TableHead>
              <TableHead>{t('table.source')}</TableHead>
              <TableHead>{t('table.status')}</TableHead>
              <TableHead className="text-right">{t('table.value')}</TableHead>
              <TableHead>{t('table.lastContacted')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.items.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">{fullName(c)}</TableCell>
                <TableCell>{c.email}</TableCell>
                <TableCell>{c.source}</TableCell>
                <TableCell>
                  <StatusBadge status={c.status} />
                </TableCell>
                <TableCell className="text-right">{usd(c.value)}</TableCell>
                <TableCell>
                  {c.lastContactedAt ? currentFormat().date(c.lastContactedAt) : t('table.never')}
                </TableCell>
              </TableRow>
            ))}
            {!isLoading && data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  {t('table.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
