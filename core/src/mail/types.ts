import type { MailTemplate } from './templates.ts';

/** A file sent with a message (text content: a calendar invitation, a CSV…). */
export interface MailAttachment {
  filename: string;
  /** e.g. 'text/calendar; method=REQUEST' */
  contentType: string;
  content: string;
}

export interface MailMessage {
  orgId?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name, for the outbox listing (test, reoss, local-business, payment, password-reset, …). */
  template?: string;
  /** Stored with the message in the outbox and attached when it is sent through SMTP. */
  attachments?: MailAttachment[];
  /** Extra headers sent through SMTP (List-Unsubscribe, List-Unsubscribe-Post…); not stored. */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<id@host>`), so a resend after an interrupted delivery keeps it. */
  messageId?: string;
}

export interface OutboxEntry {
  id: string;
  orgId: string | null;
  to: string;
  subject: string;
  text: string;
  template: string | null;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export interface Mailer {
  /** Every template by name: core's, then those the enabled plugins contribute (`mailTemplates`). */
  templates: ReadonlyMap<string, MailTemplate>;
  /**
   * Stores the message in the outbox and, when SMTP_URL is set, sends it. Returns the outbox id,
   * whether it left through SMTP, and the SMTP error when that failed.
   */
  send(message: MailMessage): Promise<MailSent>;
  /**
   * `send` for several messages with one outbox write before and one after (bulk senders such as
   * campaigns): the messages go out concurrently (SMTP_URL's pool bounds the connections). Results
   * are in the order of `messages`; `onEach` hears each one as soon as its SMTP answer came (to
   * record it before the slowest message of the batch is answered).
   */
  sendMany(
    messages: MailMessage[],
    onEach?: (index: number, sent: MailSent) => void | Promise<void>,
  ): Promise<MailSent[]>;
}

/** The outbox id, whether the message left through SMTP, and the SMTP error when that failed. */
export interface MailSent {
  id: string;
  delivered: boolean;
  error?: string;
}
