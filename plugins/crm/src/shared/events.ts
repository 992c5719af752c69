import type { ContactStatus } from './contact.ts';

/** A contact as workflows and drips receive it on the hub's bus (after its transaction committed). */
export interface ContactEvent {
  orgId: string;
  id: string;
  source: string;
  status: ContactStatus;
}

/**
 * An inbound email the CRM logged (mailbox sync, the BCC address or POST /api/emails/process), once
 * per Message-ID: other plugins react to replies (a drip sequence ends for a contact who answers).
 */
export interface EmailReceivedEvent {
  orgId: string;
  /** The sender's contact, when the CRM knows (or created) one. */
  contactId: string | null;
  /** The sender's address. */
  from: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  receivedAt: string;
}

declare module '@ecohub/core' {
  interface HubEvents {
    'crm.contact-created': ContactEvent;
    /** `previousStatus` differs from `status` when the pipeline stage moved. */
    'crm.contact-updated': ContactEvent & { previousStatus: ContactStatus; value: number };
    'crm.email-received': EmailReceivedEvent;
  }
}
