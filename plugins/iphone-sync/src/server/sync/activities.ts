import { forOrg, HttpError, newId, toIso } from '@ecohub/core';
import type { Contact, CrmServices } from '@ecohub/plugin-crm/shared';
import { iphoneActivityMessages } from '../../shared/activity-messages.ts';
import type { SyncCall, SyncMessage } from '../../shared/sync.ts';
import type { IphoneHub } from '../hub.ts';
import { sha256Hex } from '../tokens/hash.ts';
import { normalisePhone, type Phone } from './phone.ts';
import { isUniqueViolation } from './unique.ts';

export type ActivityOutcome = 'recorded' | 'duplicate';

/** The activity types a sync writes on the contact. */
export const CALL_ACTIVITY = 'phone_call';
export const MESSAGE_ACTIVITY = 'text_message';

const nameOf = (c: Contact | null, phone: Phone) =>
  c ? `${c.firstName} ${c.lastName}`.trim() || c.email || phone.display : phone.display;

/** The same call or message, however often it is posted: its number, direction, time and content. */
export function dedupeKey(kind: 'call' | 'message', phone: Phone, item: SyncCall | SyncMessage): string {
  const what = 'duration' in item ? String(item.duration) : item.text;
  return sha256Hex([kind, phone.key, item.type, new Date(item.date).toISOString(), what].join('\n'));
}

/**
 * Records a call or a message as an activity on the contact with that number (a new lead for an
 * unknown number when IPHONE_SYNC_CREATE_LEADS, else an activity without contact). The item's key
 * is claimed first (unique per organisation), so a repeated post stores nothing twice; a claim
 * left unfinished by a crashed run of the same record is finished by its retry.
 */
export function activityWriter(hub: IphoneHub, crm: CrmServices) {
  async function claim(orgId: string, recordId: string, kind: string, key: string): Promise<string | null> {
    const id = newId();
    try {
      await forOrg(hub.db, orgId)
        .insertInto('iphoneSeenItems', {
          id,
          dedupeKey: key,
          kind,
          recordId,
          contactId: null,
          activityId: null,
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      return id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const seen = await forOrg(hub.db, orgId)
        .selectFrom('iphoneSeenItems')
        .select(['id', 'recordId', 'activityId'])
        .where('dedupeKey', '=', key)
        .executeTakeFirst();
      return seen && seen.activityId === null && seen.recordId === recordId ? seen.id : null;
    }
  }

  async function contactFor(orgId: string, phone: Phone, actorId: string): Promise<Contact | null> {
    const [found] = await crm.contacts.findByPhone(orgId, phone.spellings);
    if (found || !hub.settings.IPHONE_SYNC_CREATE_LEADS) return found ?? null;
    try {
      return await crm.contacts.create(
        orgId,
        { firstName: phone.display, phone: phone.e164 ?? phone.display, source: 'iphone', status: 'lead' },
        actorId,
      );
    } catch (err) {
      // The CRM refused the lead (a plan's contact limit…): the call is still logged, without contact.
      if (err instanceof HttpError && err.status < 500) {
        hub.log.warn({ err, orgId }, 'iphone-sync: no lead for an unknown number');
        return null;
      }
      throw err;
    }
  }

  return async function record(
    orgId: string,
    recordId: string,
    kind: 'call' | 'message',
    item: SyncCall | SyncMessage,
    actorId: string,
  ): Promise<ActivityOutcome> {
    const phone = normalisePhone(item.phoneNumber, hub.settings.IPHONE_SYNC_DEFAULT_COUNTRY);
    if (!phone) throw new Error('A call or message without a phone number passed validation');
    const seenId = await claim(orgId, recordId, kind, dedupeKey(kind, phone, item));
    if (!seenId) return 'duplicate';
    const contact = await contactFor(orgId, phone, actorId);
    const who = nameOf(contact, phone);
    const at = new Date(item.date).toISOString();
    const activity = await crm.activities.record(orgId, {
      type: kind === 'call' ? CALL_ACTIVITY : MESSAGE_ACTIVITY,
      params:
        'duration' in item
          ? { who, duration: item.duration, at, variant: item.type }
          : { who, at, text: item.text.slice(0, 500), variant: item.type },
      messages: iphoneActivityMessages,
      contactId: contact?.id ?? null,
      actorId,
    });
    await forOrg(hub.db, orgId)
      .updateTable('iphoneSeenItems')
      .set({ activityId: activity.id, contactId: contact?.id ?? null })
      .where('id', '=', seenId)
      .execute();
    return 'recorded';
  };
}

export type ActivityWriter = ReturnType<typeof activityWriter>;
