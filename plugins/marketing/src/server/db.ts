import type { Generated } from 'kysely';

/** The marketing plugin's tables as queries see them (camelCase). */
export interface MarketingTables {
  /** One row: the link-signing key when MARKETING_LINK_SECRET is unset. */
  marketingKeys: { id: string; secret: string; createdAt: string };
  marketingLists: {
    id: string;
    orgId: string;
    name: string;
    /** JSON AudienceFilter the list was built from (null: imported only). */
    filter: string | null;
    createdAt: string;
  };
  marketingSubscribers: {
    id: string;
    orgId: string;
    listId: string;
    contactId: string | null;
    email: string;
    /** Lower-cased email: the key of the list and of the suppression list. */
    emailKey: string;
    firstName: string;
    /** 'subscribed' | 'unsubscribed' */
    consent: string;
    createdAt: string;
  };
  marketingSuppressions: {
    orgId: string;
    emailKey: string;
    /** 'unsubscribe' | 'bounce' | 'complaint' */
    reason: string;
    createdAt: string;
  };
  marketingCampaigns: {
    id: string;
    orgId: string;
    name: string;
    /** 'email' | 'drip' */
    type: string;
    /** 'Draft' | 'Scheduled' | 'Active' | 'Paused' | 'Completed' */
    status: string;
    listId: string | null;
    subject: string;
    mjml: string;
    /** Drip entry: JSON DripEntry. */
    entry: string | null;
    /** Drip exit goal: the pipeline status that ends it. */
    goalStatus: string | null;
    scheduledAt: string | null;
    jobId: string | null;
    createdAt: string;
    updatedAt: string;
  };
  marketingDripSteps: {
    id: string;
    orgId: string;
    campaignId: string;
    position: number;
    delayHours: number;
    subject: string;
    mjml: string;
  };
  marketingEnrollments: {
    id: string;
    orgId: string;
    campaignId: string;
    contactId: string | null;
    email: string;
    emailKey: string;
    firstName: string;
    /** Index of the next step to send. */
    step: number;
    nextAt: string | null;
    /** 'active' | 'completed' | 'exited' */
    status: string;
    exitReason: string | null;
    createdAt: string;
  };
  marketingRecipients: {
    id: string;
    orgId: string;
    campaignId: string;
    /** Drip step position, -1 for a one-off campaign. */
    step: Generated<number>;
    contactId: string | null;
    email: string;
    emailKey: string;
    firstName: string;
    /**
     * 'pending' | 'sending' (claimed: being handed to the mailer, or in doubt after a crash) |
     * 'sent' | 'failed' | 'bounced' | 'suppressed' | 'unknown' (in doubt, not resent)
     */
    status: string;
    messageId: string;
    /** Hand-offs to the mailer: above 1 after a resend of an in-doubt message (same Message-ID). */
    attempts: Generated<number>;
    error: string | null;
    sentAt: string | null;
    openedAt: string | null;
    machineOpenedAt: string | null;
    clickedAt: string | null;
    convertedAt: string | null;
    /** Minor units (cents) attributed to this message. */
    revenue: Generated<number>;
    createdAt: string;
  };
  marketingActivity: {
    id: string;
    orgId: string;
    campaignId: string | null;
    /** 'sent' | 'open' | 'machine_open' | 'click' | 'unsubscribe' | 'bounce' | 'conversion' | 'paused' | 'resumed' */
    type: string;
    email: string;
    detail: string;
    createdAt: string;
  };
  marketingWorkflows: {
    id: string;
    orgId: string;
    name: string;
    description: string;
    /** The trigger: 'contact-created' | 'contact-updated' | 'booking-created' */
    type: string;
    /** 'active' | 'inactive' */
    status: string;
    /** JSON { source?, conditions, actions } */
    definition: string;
    createdAt: string;
  };
  marketingWorkflowRuns: {
    id: string;
    orgId: string;
    workflowId: string;
    contactId: string | null;
    /** 'running' | 'succeeded' | 'failed' */
    status: string;
    /** JSON list of { action, outcome } */
    log: string;
    startedAt: string;
    finishedAt: string | null;
  };
}
