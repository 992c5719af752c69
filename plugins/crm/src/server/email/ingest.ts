import { forOrg, HttpError, toIso } from '@ecohub/core';
import { crmActivityMessages } from '../../shared/activity-messages.ts';
import type { EmailDirection } from '../../shared/email.ts';
import type { ActivityService } from '../activities/service.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmHub } from '../hub.ts';
import { nameOf, type ParsedEmail } from './parse.ts';
import { logEmail } from './store.ts';

export interface Ingested {
  contactId: string | null;
  contactCreated: boolean;
  conversationId: string;
  duplicate: boolean;
}

export interface IngestParts {
  contacts: ContactService;
  activities: ActivityService;
}

/**
 * One email into the CRM: the other party (the sender of an inbound mail, the first recipient of
 * an outgoing one) is found by address — or created when `create` is set (processing, the BCC
 * address; a mailbox sync only links the contacts it knows) — the message joins its conversation,
 * and a new message becomes an activity and the contact's last contact time. A new inbound message
 * is announced as `crm.email-received` (after its transaction).
 */
export function emailIngest(hub: CrmHub, { contacts, activities }: IngestParts) {
  const findOrCreate = async (orgId: string, party: { address: string; name: string }) => {
    const found = await contacts.findByEmail(orgId, party.address);
    if (found) return { id: found.id, created: false };
    try {
      const c = await contacts.create(orgId, { ...nameOf(party), email: party.address, source: 'Email' });
      return { id: c.id, created: true };
    } catch (err) {
      // Created meanwhile by another message of the same sender.
      if (!(err instanceof HttpError && err.status === 409)) throw err;
      const again = await contacts.findByEmail(orgId, party.address);
      if (!again) throw err;
      return { id: again.id, created: false };
    }
  };

  return async function ingest(
    orgId: string,
    m: ParsedEmail,
    o: { direction: EmailDirection; create: boolean; accountId?: string | null },
  ): Promise<Ingested> {
    const party = o.direction === 'inbound' ? m.from : m.to[0];
    let contact: { id: string; created: boolean } | null = null;
    if (party?.address) {
      if (o.create) contact = await findOrCreate(orgId, party);
      else {
        const found = await contacts.findByEmail(orgId, party.address);
        contact = found ? { id: found.id, created: false } : null;
      }
    }
    const logged = await logEmail(hub, orgId, m, {
      direction: o.direction,
      contactId: contact?.id ?? null,
      accountId: o.accountId ?? null,
    });
    if (!logged.duplicate && contact) {
      const subject = m.subject.slice(0, 900);
      await activities.record(orgId, {
        type: o.direction === 'inbound' ? 'email_received' : 'email_sent',
        params: {
          ...(o.direction === 'inbound' ? { from: m.from.address } : { to: party?.address ?? '' }),
          subject,
          ...(subject ? {} : { variant: 'noSubject' }),
        },
        messages: crmActivityMessages,
        contactId: contact.id,
      });
      const at = toIso(m.date ?? hub.clock.now());
      await forOrg(hub.db, orgId)
        .updateTable('crmContacts')
        .set({ lastContactedAt: at })
        .where('id', '=', contact.id)
        .where((eb) => eb.or([eb('lastContactedAt', 'is', null), eb('lastContactedAt', '<', at)]))
        .execute();
    }
    if (!logged.duplicate && o.direction === 'inbound' && m.from.address)
      await hub.events.emit('crm.email-received', {
        orgId,
        contactId: contact?.id ?? null,
        from: m.from.address,
        messageId: m.messageId,
        inReplyTo: m.inReplyTo,
        references: m.references,
        subject: m.subject,
        receivedAt: toIso(m.date ?? hub.clock.now()),
      });
    return {
      contactId: contact?.id ?? null,
      contactCreated: contact?.created ?? false,
      conversationId: logged.conversationId,
      duplicate: logged.duplicate,
    };
  };
}

export type EmailIngest = ReturnType<typeof emailIngest>;
