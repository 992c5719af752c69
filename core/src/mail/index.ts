import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { newId, toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';
import { CORE_TEMPLATES, type MailTemplate } from './templates.ts';
import type { Mailer, MailMessage, MailSent } from './types.ts';

export interface MailerOptions {
  db: Kysely<CoreTables>;
  config: Config;
  clock: Clock;
  log: Logger;
  templates?: ReadonlyMap<string, MailTemplate>;
}

/**
 * Every message is stored in the `outbox` first (the admin reads it at GET /api/outbox, and it is
 * the whole delivery when no SMTP server is configured). With SMTP_URL set it is also sent through
 * nodemailer and the row records 'sent', or 'failed' with the server's error.
 */
export function createMailer({ db, config, clock, log, templates }: MailerOptions): Mailer {
  let transport: Transporter | undefined;
  const smtp = () => {
    // nodemailer is required with the first message sent over SMTP, not at the hub's start.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
    transport ??= nodemailer.createTransport({
      url: config.SMTP_URL,
      // Fail a send within seconds rather than nodemailer's minutes: a request is waiting on it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return transport;
  };

  const row = (id: string, message: MailMessage, createdAt: string) => ({
    id,
    orgId: message.orgId ?? null,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    template: message.template ?? null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    status: 'stored' as const,
    error: null,
    createdAt,
  });
  /** Hands one stored message to SMTP: undefined when accepted, else the server's error. */
  const deliver = async (id: string, message: MailMessage): Promise<string | undefined> => {
    try {
      await smtp().sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      return undefined;
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)) || 'SMTP delivery failed';
      log.warn({ err, outboxId: id, template: message.template }, 'mail delivery failed');
      return error;
    }
  };

  return {
    templates: templates ?? new Map(Object.entries(CORE_TEMPLATES)),
    async send(message) {
      const id = newId();
      await db
        .insertInto('outbox')
        .values(row(id, message, toIso(clock.now())))
        .execute();
      if (!config.SMTP_URL) return { id, delivered: false };
      const error = await deliver(id, message);
      if (error === undefined) {
        await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', id).execute();
        return { id, delivered: true };
      }
      await db.updateTable('outbox').set({ status: 'failed', error }).where('id', '=', id).execute();
      return { id, delivered: false, error };
    },
    async sendMany(messages, onEach) {
      if (messages.length === 0) return [];
      const at = toIso(clock.now());
      const ids = messages.map(() => newId());
      await db
        .insertInto('outbox')
        .values(messages.map((m, i) => row(ids[i]!, m, at)))
        .execute();
      const result = (id: string, error: string | undefined): MailSent =>
        !config.SMTP_URL
          ? { id, delivered: false }
          : error === undefined
            ? { id, delivered: true }
            : { id, delivered: false, error };
      if (!config.SMTP_URL) {
        const out = ids.map((id) => result(id, undefined));
        for (const [i, r] of out.entries()) await onEach?.(i, r);
        return out;
      }
      const errors = await Promise.all(
        messages.map(async (m, i) => {
          const error = await deliver(ids[i]!, m);
          await onEach?.(i, result(ids[i]!, error));
          return error;
        }),
      );
      const sent = ids.filter((_, i) => errors[i] === undefined);
      if (sent.length)
        await db.updateTable('outbox').set({ status: 'sent' }).where('id', 'in', sent).execute();
      for (const [i, error] of errors.entries())
        if (error !== undefined)
          await db.updateTable('outbox').set({ status: 'failed', error }).where('id', '=', ids[i]!).execute();
      return ids.map((id, i) => result(id, errors[i]));
    },
  };
}
