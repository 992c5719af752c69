import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from '../plugin.ts';
import type { Mailer } from './types.ts';

export interface MailerOptions {
  db: Kysely<any>;
  config: Config;
  clock: Clock;
  log: Logger;
}

// Filled in by the mail work (outbox table, nodemailer when SMTP_URL is set).
export function createMailer(_opts: MailerOptions): Mailer {
  return {
    send: async () => {
      throw new Error('mail is not built yet');
    },
  };
}
