import type { ColumnType, Generated } from 'kysely';

type BigInt = ColumnType<number | string, number | undefined, number>;

/** The email feature's tables (migration 2026-11-25T20-email). */
export interface EmailTables {
  crmEmailAccounts: {
    id: string;
    orgId: string;
    provider: string;
    email: string;
    emailKey: string;
    authMethod: string;
    /** Sealed (secrets.ts): the app password or OAuth refresh token. */
    secret: string | null;
    isActive: Generated<number>;
    lastSyncAt: string | null;
    lastError: string | null;
    uidValidity: string | null;
    lastUid: BigInt;
    highestModseq: string | null;
    createdAt: string;
    updatedAt: string;
  };
  crmEmailConversations: {
    id: string;
    orgId: string;
    contactId: string | null;
    subject: string;
    direction: string;
    fromEmail: string;
    toEmail: string;
    receivedAt: string;
    messageCount: Generated<number>;
    createdAt: string;
  };
  crmEmailMessages: {
    id: string;
    orgId: string;
    conversationId: string;
    accountId: string | null;
    contactId: string | null;
    messageId: string;
    inReplyTo: string | null;
    /** JSON array of message ids. */
    referenceIds: string;
    subject: string;
    direction: string;
    fromEmail: string;
    toEmail: string;
    body: string;
    receivedAt: string;
    createdAt: string;
  };
  crmEmailProcessingJobs: {
    id: string;
    orgId: string;
    jobId: string | null;
    messageId: string;
    fromEmail: string;
    toEmail: string;
    subject: string;
    body: string;
    direction: string;
    receivedAt: string;
    processed: Generated<number>;
    contactCreated: Generated<number>;
    contactId: string | null;
    errorMessage: string | null;
    createdAt: string;
  };
  crmEmailInbound: { orgId: string; token: string; createdAt: string };
}
