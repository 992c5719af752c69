import type { ContactStatus } from './contact.ts';

/** A contact as workflows and drips receive it on the hub's bus (after its transaction committed). */
export interface ContactEvent {
  orgId: string;
  id: string;
  source: string;
  status: ContactStatus;
}

declare module '@ecohub/core' {
  interface HubEvents {
    'crm.contact-created': ContactEvent;
    /** `previousStatus` differs from `status` when the pipeline stage moved. */
    'crm.contact-updated': ContactEvent & { previousStatus: ContactStatus; value: number };
  }
}
