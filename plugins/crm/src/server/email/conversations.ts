import { forOrg } from '@ecohub/core';
import {
  EMAIL_CONVERSATIONS_SHOWN,
  type EmailConversation,
  type EmailDirection,
} from '../../shared/email.ts';
import type { CrmHub } from '../hub.ts';

/** GET /api/email/conversations: the latest threads, each as its latest message (spec §9: 5 shown). */
export async function listConversations(hub: CrmHub, orgId: string): Promise<EmailConversation[]> {
  const rows = await forOrg(hub.db, orgId)
    .selectFrom('crmEmailConversations')
    .selectAll()
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(EMAIL_CONVERSATIONS_SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    direction: r.direction as EmailDirection,
    fromEmail: r.fromEmail,
    toEmail: r.toEmail,
    receivedAt: r.receivedAt,
    messageCount: Number(r.messageCount),
    contactId: r.contactId,
  }));
}
