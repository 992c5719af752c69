import { bool, forOrg, fromBool, type JobRun, newId, toIso } from '@ecohub/core';
import type { Selectable } from 'kysely';
import {
  EMAIL_JOBS_SHOWN,
  type EmailDirection,
  type EmailProcessInput,
  type EmailProcessingJob,
  type EmailProcessStarted,
  emailProcessSchema,
} from '../../shared/email.ts';
import { isUniqueViolation } from '../contacts/unique.ts';
import type { CrmHub } from '../hub.ts';
import type { EmailTables } from './db.ts';
import type { EmailIngest } from './ingest.ts';
import { parseFields } from './parse.ts';

export const EMAIL_PROCESS_JOB = 'crm.email-process';

type Row = Selectable<EmailTables['crmEmailProcessingJobs']>;

const toJob = (r: Row): EmailProcessingJob => ({
  id: r.id,
  jobId: r.jobId,
  message_id: r.messageId,
  from_email: r.fromEmail,
  to_email: r.toEmail,
  subject: r.subject,
  processed: bool(r.processed),
  contact_created: bool(r.contactCreated),
  contact_id: r.contactId,
  error_message: r.errorMessage,
  created_at: r.createdAt,
});

/**
 * POST /api/emails/process (spec 001 §5, §7): a processing record per message id and
 * organisation, and a job that parses the message (mailparser), finds or creates the contact,
 * links the conversation and records the activity. The same message id again answers the first
 * record: one contact, one conversation entry, however often it is sent.
 */
export function emailProcessing(hub: CrmHub, ingest: EmailIngest) {
  const byMessageId = (orgId: string, messageId: string) =>
    forOrg(hub.db, orgId)
      .selectFrom('crmEmailProcessingJobs')
      .selectAll()
      .where('messageId', '=', messageId)
      .executeTakeFirst();

  return {
    async start(orgId: string, body: EmailProcessInput): Promise<EmailProcessStarted> {
      const input = emailProcessSchema.parse(body);
      const now = hub.clock.now();
      // Spec §5: "If no message id is given, one is generated from the current time."
      const messageId = input.messageId || `<${now.getTime()}.${newId().slice(0, 8)}@ecohub.local>`;
      const known = await byMessageId(orgId, messageId);
      if (known) return { jobId: known.jobId, job: toJob(known), duplicate: true };
      const id = newId();
      try {
        await forOrg(hub.db, orgId)
          .insertInto('crmEmailProcessingJobs', {
            id,
            messageId,
            fromEmail: input.fromEmail,
            toEmail: input.toEmail,
            subject: input.subject,
            body: input.body,
            direction: input.direction,
            receivedAt: input.receivedAt ? toIso(new Date(input.receivedAt)) : toIso(now),
            createdAt: toIso(now),
          })
          .execute();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const first = (await byMessageId(orgId, messageId))!;
        return { jobId: first.jobId, job: toJob(first), duplicate: true };
      }
      const jobId = await hub.jobs.enqueue(EMAIL_PROCESS_JOB, { id }, { orgId, maxAttempts: 3 });
      await forOrg(hub.db, orgId)
        .updateTable('crmEmailProcessingJobs')
        .set({ jobId })
        .where('id', '=', id)
        .execute();
      const row = (await byMessageId(orgId, messageId))!;
      return { jobId, job: toJob(row), duplicate: false };
    },

    /** The latest processing jobs, newest first (spec §9: 10 shown). */
    async list(orgId: string): Promise<EmailProcessingJob[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('crmEmailProcessingJobs')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(EMAIL_JOBS_SHOWN)
        .execute();
      return rows.map(toJob);
    },

    /** The job: the record's message into the CRM; an error is kept on the record and shown. */
    async job(run: JobRun<{ id: string }>): Promise<{ contactId: string | null; contactCreated: boolean }> {
      // By id (the job's payload): the job belongs to the record's organisation (enqueued with it).
      const r = await hub.db
        .selectFrom('crmEmailProcessingJobs')
        .selectAll()
        .where('id', '=', run.payload.id)
        .executeTakeFirst();
      if (!r) return { contactId: null, contactCreated: false };
      if (bool(r.processed)) return { contactId: r.contactId, contactCreated: bool(r.contactCreated) };
      try {
        const m = await parseFields({
          messageId: r.messageId,
          fromEmail: r.fromEmail,
          toEmail: r.toEmail,
          subject: r.subject,
          body: r.body,
          receivedAt: new Date(r.receivedAt),
        });
        const out = await ingest(r.orgId, m, { direction: r.direction as EmailDirection, create: true });
        await hub.db
          .updateTable('crmEmailProcessingJobs')
          .set({
            processed: fromBool(true),
            // A retried job that created the contact on its first attempt keeps saying so.
            contactCreated: fromBool(out.contactCreated || bool(r.contactCreated)),
            contactId: out.contactId,
            errorMessage: null,
          })
          .where('id', '=', r.id)
          .execute();
        return { contactId: out.contactId, contactCreated: out.contactCreated };
      } catch (err) {
        await hub.db
          .updateTable('crmEmailProcessingJobs')
          .set({ errorMessage: (err as Error).message?.slice(0, 500) || 'Failed to process email' })
          .where('id', '=', r.id)
          .execute();
        throw err;
      }
    },
  };
}

export type EmailProcessing = ReturnType<typeof emailProcessing>;
