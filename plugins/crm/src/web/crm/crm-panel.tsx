import { Button, useTranslation } from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import { NEW_CONTACT_PARAM, wantsNewContact } from '../../shared/links.ts';
import { ContactForm } from '../contacts/contact-form.tsx';
import { EmailConversationsCard } from '../email/conversations-card.tsx';
import { EmailIntegrationDialog } from '../email/integration-dialog.tsx';
import { EmailProcessingDialog } from '../email/processing-dialog.tsx';
import { GeofenceCard } from '../location/geofence-card.tsx';
import { ActivitiesCard } from './activities-card.tsx';
import { ContactTable } from './contact-table.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { PipelineCard } from './pipeline-card.tsx';
import { SummaryCards } from './summary-cards.tsx';

/**
 * The crm tab (spec 001 §2.4): summary cards, geofence panel, contact table, pipeline, recent
 * activities, CSV import, the email integration and processing dialogs, email conversations.
 * `?new-contact` in the address (the dashboard's Add Contact) opens the contact form at once.
 */
export default function CrmPanel() {
  const { t } = useTranslation('crm');
  const [adding, setAdding] = useState(() => wantsNewContact(window.location.search));
  useEffect(() => {
    // Read once: the parameter is dropped so that a reload or another visit does not reopen the form.
    const url = new URL(window.location.href);
    if (!url.searchParams.has(NEW_CONTACT_PARAM)) return;
    url.searchParams.delete(NEW_CONTACT_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return (
    <div className="space-y-6">
      <SummaryCards />
      <GeofenceCard />
      <ContactTable
        actions={
          <>
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('contacts.add')}
            </Button>
            <ImportDialog />
            <EmailIntegrationDialog />
            <EmailProcessingDialog />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PipelineCard />
        <ActivitiesCard />
      </div>
      <EmailConversationsCard />
      {adding && <ContactForm contact={null} open onClose={() => setAdding(false)} />}
    </div>
  );
}
