import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { newId, toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';
import { CORE_TEMPLATES, type MailTemplate } from './templates.ts';
import type { Mailer } from './types.ts';

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

  return {
    templates: templates ?? new Map(Object.entries(CORE_TEMPLATES)),
    async send(message) {
      const id = newId();
      await db
        .insertInto('outbox')
        .values({
          id,
          orgId: message.orgId ?? null,
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          template: message.template ?? null,
          attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
          status: 'stored',
          error: null,
          createdAt: toIso(clock.now()),
        })
        .execute();
      if (!config.SMTP_URL) return { id, delivered: false };
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
        await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', id).execute();
        return { id, delivered: true };
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)) || 'SMTP delivery failed';
        await db.updateTable('outbox').set({ status: 'failed', error }).where('id', '=', id).execute();
        log.warn({ err, outboxId: id, template: message.template }, 'mail delivery failed');
        return { id, delivered: false, error };
      }
    },
  };
}
