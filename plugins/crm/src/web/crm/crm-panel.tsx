import { ActivitiesCard } from './activities-card.tsx';
import { ContactTable } from './contact-table.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { PipelineCard } from './pipeline-card.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** The crm tab (spec 001 §2.4): summary cards, contact table, pipeline, recent activities, CSV import. */
export default function CrmPanel() {
  return (
    <div className="space-y-6">
      <SummaryCards />
      <ContactTable actions={<ImportDialog />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PipelineCard />
        <ActivitiesCard />
      </div>
    </div>
  );
}
