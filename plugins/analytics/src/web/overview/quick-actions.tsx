import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  useDashboard,
  useQuery,
  useRunBackup,
  useTranslation,
} from '@ecohub/web-kit';
import { DatabaseBackupIcon, DollarSignIcon, UserPlusIcon } from 'lucide-react';

/**
 * The address parameter that makes the crm tab open its contact form (`NEW_CONTACT_PARAM` of
 * `@ecohub/plugin-crm/shared`; a test keeps the two equal, crm stays an optional plugin here).
 */
export const NEW_CONTACT_PARAM = 'new-contact';

/** Add Contact: ask for the contact form in the address, then open the crm tab, which reads it. */
export function openContactForm(setActiveTab: (tab: 'crm') => void): void {
  const url = new URL(window.location.href);
  url.searchParams.set(NEW_CONTACT_PARAM, '1');
  window.history.replaceState(window.history.state, '', url);
  setActiveTab('crm');
}

/**
 * Quick Actions that do something: Update Pricing opens the pricing tab, Add Contact the CRM tab's
 * contact form,
 * Run Backup runs the backup (super admins only; hidden for others). Generate SEO Content appears
 * once a content plugin exists; until then there is nothing for it to open.
 */
export function QuickActions() {
  const { t } = useTranslation('analytics');
  const { setActiveTab, adminMode } = useDashboard();
  const admin = useQuery<{ authenticated: boolean }>({ queryKey: ['/api/super-admin/status'] });
  const backup = useRunBackup({
    done: t('actions.backupDone'),
    failed: (message) => t('actions.backupFailed', { message }),
    requestFailed: t('actions.backupRequestFailed'),
  });
  const canBackup = admin.data?.authenticated === true || adminMode;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('actions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={() => setActiveTab('pricing')}>
          <DollarSignIcon />
          {t('actions.pricing')}
        </Button>
        <Button variant="outline" className="justify-start" onClick={() => openContactForm(setActiveTab)}>
          <UserPlusIcon />
          {t('actions.contact')}
        </Button>
        {canBackup && (
          <Button
            variant="outline"
            className="justify-start"
            disabled={backup.isPending}
            onClick={() => backup.mutate()}
          >
            <DatabaseBackupIcon />
            {backup.isPending ? t('actions.backingUp') : t('actions.backup')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
