import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { TargetContact } from '../shared/index.ts';
import { contactsKey } from './api.ts';

/** View Target Contacts: the people of `from` who are not yet customers of `to`. */
export function TargetContactsDialog({
  pair,
  onClose,
}: {
  pair: { from: string; to: string; title: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation('cross-sales');
  const q = useQuery<{ contacts: TargetContact[] }>({
    queryKey: contactsKey(pair?.from ?? '', pair?.to ?? ''),
    enabled: !!pair,
  });
  return (
    <Dialog open={!!pair} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{pair?.title}</DialogTitle>
        </DialogHeader>
        {q.isLoading && <Skeleton className="h-20 w-full" />}
        {q.isError && <p className="text-sm text-destructive">{t('loadFailed')}</p>}
        {q.data && (
          <>
            <p className="text-sm text-muted-foreground">
              {t('opportunities.contacts', { count: q.data.contacts.length })}
            </p>
            {q.data.contacts.length === 0 && <p className="text-sm">{t('opportunities.noContacts')}</p>}
            <ul className="divide-y text-sm" data-testid="target-contacts">
              {q.data.contacts.map((c) => (
                <li key={c.key} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium break-all">{c.name}</span>
                  <span className="text-muted-foreground break-all">{c.email}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
