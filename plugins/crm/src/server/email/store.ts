import { forOrg, newId, toIso, toJson } from '@ecohub/core';
import type { EmailDirection } from '../../shared/email.ts';
import { isUniqueViolation } from '../contacts/unique.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import type { ParsedEmail } from './parse.ts';

export interface LoggedEmail {
  messageRowId: string;
  conversationId: string;
  /** True when the organisation had this Message-ID already (nothing was written). */
  duplicate: boolean;
}

/**
 * Stores one message in the organisation's conversations. Threading by Message-ID: the message
 * joins the conversation of the first message its In-Reply-To or References names, else it starts
 * one. The conversation shows its latest message and counts them. A Message-ID seen before
 * (a resync, the same mail BCC'd and synced) is not stored twice.
 */
export async function logEmail(
  hub: CrmHub,
  orgId: string,
  m: ParsedEmail,
  o: { direction: EmailDirection; contactId: string | null; accountId: string | null },
): Promise<LoggedEmail> {
  try {
    return await insertEmail(hub, orgId, m, o);
  } catch (err) {
    // The same message logged at the same moment by another path: the first one stands.
    if (!isUniqueViolation(err)) throw err;
    const known = await forOrg(hub.db, orgId)
      .selectFrom('crmEmailMessages')
      .select(['id', 'conversationId'])
      .where('messageId', '=', m.messageId)
      .executeTakeFirstOrThrow();
    return { messageRowId: known.id, conversationId: known.conversationId, duplicate: true };
  }
}

function insertEmail(
  hub: CrmHub,
  orgId: string,
  m: ParsedEmail,
  o: { direction: EmailDirection; contactId: string | null; accountId: string | null },
): Promise<LoggedEmail> {
  return hub.db.transaction().execute(async (trx: CrmDb) => {
    const db = forOrg(trx, orgId);
    const known = await db
      .selectFrom('crmEmailMessages')
      .select(['id', 'conversationId'])
      .where('messageId', '=', m.messageId)
      .executeTakeFirst();
    if (known) return { messageRowId: known.id, conversationId: known.conversationId, duplicate: true };

    const refs = [...new Set([m.inReplyTo, ...m.references].filter((r): r is string => !!r))];
    const parent = refs.length
      ? await db
          .selectFrom('crmEmailMessages')
          .select('conversationId')
          .where('messageId', 'in', refs)
          .orderBy('receivedAt', 'asc')
          .executeTakeFirst()
      : undefined;
    const now = toIso(hub.clock.now());
    const receivedAt = toIso(m.date ?? hub.clock.now());
    const toEmail = m.to.map((t) => t.address).join(', ');
    const shown = {
      subject: m.subject,
      direction: o.direction,
      fromEmail: m.from.address,
      toEmail,
      receivedAt,
    };
    let conversationId = parent?.conversationId;
    if (conversationId) {
      const conv = await db
        .selectFrom('crmEmailConversations')
        .select(['receivedAt', 'contactId'])
        .where('id', '=', conversationId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('crmEmailConversations')
        .set((eb) => ({
          messageCount: eb('messageCount', '+', 1),
          // The conversation shows its latest message (mail may arrive out of order).
          ...(receivedAt >= conv.receivedAt ? shown : {}),
          contactId: conv.contactId ?? o.contactId,
        }))
        .where('id', '=', conversationId)
        .execute();
    } else {
      conversationId = newId();
      await db
        .insertInto('crmEmailConversations', {
          id: conversationId,
          contactId: o.contactId,
          messageCount: 1,
          createdAt: now,
          ...shown,
        })
        .execute();
    }
    const messageRowId = newId();
    await db
      .insertInto('crmEmailMessages', {
        id: messageRowId,
        conversationId,
        accountId: o.accountId,
        contactId: o.contactId,
        messageId: m.messageId,
        inReplyTo: m.inReplyTo,
        referenceIds: toJson(m.references),
        body: m.text,
        createdAt: now,
        ...shown,
      })
      .execute();
    return { messageRowId, conversationId, duplicate: false };
  });
}
