import { z } from 'zod';

/** Spec 001 §2.4, §3: the providers an email account connects to. GoDaddy is plain IMAP. */
export const EMAIL_PROVIDERS = ['gmail', 'outlook', 'godaddy'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
export const EMAIL_DIRECTIONS = ['inbound', 'outgoing'] as const;
export type EmailDirection = (typeof EMAIL_DIRECTIONS)[number];

/** Spec 001 §2.4, §9: conversations and processing jobs the CRM tab shows. */
export const EMAIL_CONVERSATIONS_SHOWN = 5;
export const EMAIL_JOBS_SHOWN = 10;

/** Spec 001 §5: the validation texts (the web's toasts and the API's 400 say the same). */
export const EMAIL_ACCOUNT_MISSING = 'Please select a provider and enter your email address.';
export const EMAIL_PROCESS_MISSING = 'Please provide at least the from and to email addresses.';

const address = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(320)
    .refine((v) => v.includes('@'), 'Enter a valid email address');

/** POST /api/email/sync-status: provider and address; an app password when OAuth is not used. */
export const emailAccountInputSchema = z.object({
  provider: z.enum(EMAIL_PROVIDERS, { error: EMAIL_ACCOUNT_MISSING }),
  email: z
    .string({ error: EMAIL_ACCOUNT_MISSING })
    .trim()
    .min(1, EMAIL_ACCOUNT_MISSING)
    .max(320)
    .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: 'Enter a valid email address' })),
  /** An app password (IMAP login); absent with OAuth configured for the provider. */
  password: z.string().max(500).optional(),
});
export type EmailAccountInput = z.input<typeof emailAccountInputSchema>;

/** POST /api/emails/process (spec 001 §7): the message id is generated from the time when absent. */
export const emailProcessSchema = z.object({
  messageId: z.string().trim().max(998).optional(),
  fromEmail: address(EMAIL_PROCESS_MISSING),
  toEmail: address(EMAIL_PROCESS_MISSING),
  subject: z.string().max(998).default(''),
  body: z.string().max(1_000_000).default(''),
  direction: z.enum(EMAIL_DIRECTIONS).default('inbound'),
  receivedAt: z.iso.datetime({ offset: true }).optional(),
});
export type EmailProcessInput = z.input<typeof emailProcessSchema>;

/** Spec 001 §3 email sync account, with what the screen shows of its last sync. */
export interface EmailAccount {
  id: string;
  email: string;
  provider: EmailProvider;
  /** Active, or error (with `lastError` shown): never a silent "synced". */
  isActive: boolean;
  /** `password` (an app password over IMAP) or `oauth` (XOAUTH2). */
  authMethod: 'password' | 'oauth';
  lastSyncAt: string | null;
  lastError: string | null;
  /** Messages synced so far. */
  messageCount: number;
}

/** GET /api/email/sync-status. */
export interface EmailSyncStatus {
  accounts: EmailAccount[];
  /** The organisation's BCC/forward address (`log+<token>@…`), null while the listener is off. */
  bccAddress: string | null;
}

/**
 * POST /api/email/sync-status: the account, and its first sync job (`GET /api/jobs/:id`) when it
 * has an app password, or `authorizeUrl` when OAuth is to be granted first.
 */
export interface EmailAccountAdded {
  account: EmailAccount;
  jobId: string | null;
  authorizeUrl: string | null;
}

/** Spec 001 §3 email conversation: one thread (Message-ID/References), as its latest message. */
export interface EmailConversation {
  id: string;
  subject: string;
  direction: EmailDirection;
  fromEmail: string;
  toEmail: string;
  receivedAt: string;
  messageCount: number;
  contactId: string | null;
}

/** Spec 001 §3 email processing job (its field names are the spec's). */
export interface EmailProcessingJob {
  id: string;
  jobId: string | null;
  message_id: string;
  from_email: string;
  to_email: string;
  subject: string;
  processed: boolean;
  contact_created: boolean;
  contact_id: string | null;
  error_message: string | null;
  created_at: string;
}

/** POST /api/emails/process answers 202 with the job, or 200 with the one already made for the id. */
export interface EmailProcessStarted {
  jobId: string | null;
  job: EmailProcessingJob;
  duplicate: boolean;
}
