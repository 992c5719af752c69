import { conflict, forOrg, newId, notFound, num, toIso } from '@ecohub/core';
import {
  type Contact,
  type ContactInput,
  type ContactPatch,
  contactInputSchema,
  contactPatchSchema,
  crmActivityMessages,
} from '../../shared/index.ts';
import type { ActivityService } from '../activities/service.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import {
  type ContactValues,
  contactName,
  derivedKeys,
  toContact,
  valuesFromData,
  valuesFromPatch,
} from './row.ts';
import { isUniqueViolation } from './unique.ts';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

/** Contacts of one organisation: every change also writes an activity, in the same transaction. */
export function contactService(hub: CrmHub, activities: ActivityService) {
  const get = async (orgId: string, id: string, db: CrmDb = hub.db): Promise<Contact | null> => {
    const r = await forOrg(db, orgId)
      .selectFrom('crmContacts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toContact(r) : null;
  };

  const count = async (orgId: string, db: CrmDb = hub.db): Promise<number> => {
    const r = await forOrg(db, orgId)
      .selectFrom('crmContacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return num(r?.n);
  };

  /** Inserts without quota or activity (create does both around it). */
  const insertRow = async (db: CrmDb, orgId: string, v: ContactValues): Promise<string> => {
    const now = toIso(hub.clock.now());
    const id = newId();
    await forOrg(db, orgId)
      .insertInto('crmContacts', {
        id,
        ...v,
        ...derivedKeys(v),
        importId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  };

  return {
    get,
    count,

    /** The organisation's contact with this email (case-insensitive), or null. */
    async findByEmail(orgId: string, email: string): Promise<Contact | null> {
      const key = derivedKeys({ firstName: '', lastName: '', email }).emailKey;
      if (!key) return null;
      const r = await forOrg(hub.db, orgId)
        .selectFrom('crmContacts')
        .selectAll()
        .where('emailKey', '=', key)
        .executeTakeFirst();
      return r ? toContact(r) : null;
    },

    /** Contacts whose stored phone is exactly one of `phones` (callers pass each spelling they accept). */
    async findByPhone(orgId: string, phones: string[]): Promise<Contact[]> {
      const wanted = [...new Set(phones.map((p) => p.trim()).filter(Boolean))].slice(0, 20);
      if (!wanted.length) return [];
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('crmContacts')
        .selectAll()
        .where('phone', 'in', wanted)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(toContact);
    },

    async all(orgId: string, limit = 10_000): Promise<Contact[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('crmContacts')
        .selectAll()
        .orderBy('createdAt')
        .orderBy('id')
        .limit(Math.max(1, Math.min(limit, 10_000)))
        .execute();
      return rows.map(toContact);
    },

    async create(orgId: string, input: ContactInput, actorId?: string | null): Promise<Contact> {
      const data = contactInputSchema.parse(input);
      await hub.quotas.check(orgId, 'contacts', (await count(orgId)) + 1);
      try {
        const created = await hub.db.transaction().execute(async (trx: CrmDb) => {
          const id = await insertRow(trx, orgId, valuesFromData(data));
          const c = (await get(orgId, id, trx))!;
          await activities.record(
            orgId,
            {
              type: 'contact_added',
              params: { name: contactName(c) },
              messages: crmActivityMessages,
              contactId: id,
              actorId,
            },
            trx,
          );
          return c;
        });
        await hub.events.emit('crm.contact-created', {
          orgId,
          id: created.id,
          source: created.source,
          status: created.status,
        });
        return created;
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
        throw err;
      }
    },

    async update(orgId: string, id: string, patch: ContactPatch, actorId?: string | null): Promise<Contact> {
      const p = contactPatchSchema.parse(patch);
      try {
        let previousStatus: Contact['status'] = 'lead';
        const updated = await hub.db.transaction().execute(async (trx: CrmDb) => {
          const current = await get(orgId, id, trx);
          if (!current) throw notFound('Contact not found');
          previousStatus = current.status;
          const merged = { ...current, ...p };
          const values = valuesFromPatch(p);
          await forOrg(trx, orgId)
            .updateTable('crmContacts')
            .set({ ...values, ...derivedKeys(merged), updatedAt: toIso(hub.clock.now()) })
            .where('id', '=', id)
            .execute();
          const c = (await get(orgId, id, trx))!;
          await activities.record(
            orgId,
            {
              type: 'contact_updated',
              params: { name: contactName(c), fields: Object.keys(p).join(', ') },
              messages: crmActivityMessages,
              contactId: id,
              actorId,
            },
            trx,
          );
          return c;
        });
        await hub.events.emit('crm.contact-updated', {
          orgId,
          id,
          source: updated.source,
          status: updated.status,
          previousStatus,
          value: updated.value,
        });
        return updated;
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
        throw err;
      }
    },

    async remove(orgId: string, id: string, actorId?: string | null): Promise<void> {
      await hub.db.transaction().execute(async (trx: CrmDb) => {
        const current = await get(orgId, id, trx);
        if (!current) throw notFound('Contact not found');
        await forOrg(trx, orgId).deleteFrom('crmContacts').where('id', '=', id).execute();
        await activities.record(
          orgId,
          {
            type: 'contact_deleted',
            params: { name: contactName(current) },
            messages: crmActivityMessages,
            contactId: id,
            actorId,
          },
          trx,
        );
      });
    },

    /**
     * Merges a duplicate into a primary contact: the primary keeps its values and takes the
     * duplicate's where it has none, tags are joined, the duplicate's history moves over.
     */
    async merge(
      orgId: string,
      primaryId: string,
      duplicateId: string,
      actorId?: string | null,
    ): Promise<Contact> {
      return hub.db.transaction().execute(async (trx: CrmDb) => {
        const a = await get(orgId, primaryId, trx);
        const b = await get(orgId, duplicateId, trx);
        if (!a || !b) throw notFound('Contact not found');
        const pick = <T>(x: T, y: T) => (x === '' || x === null ? y : x);
        const address = a.address ?? b.address;
        const merged = {
          firstName: pick(a.firstName, b.firstName),
          lastName: pick(a.lastName, b.lastName),
          email: pick(a.email, b.email),
          phone: pick(a.phone, b.phone),
          company: pick(a.company, b.company),
          source: pick(a.source, b.source),
          value: Math.max(a.value, b.value),
          lastContactedAt: [a.lastContactedAt, b.lastContactedAt].filter(Boolean).sort().at(-1) ?? null,
          latitude: a.latitude ?? b.latitude,
          longitude: a.longitude ?? b.longitude,
          tags: [...new Set([...a.tags, ...b.tags])].slice(0, 50),
        };
        // The duplicate goes first so its email is free for the primary.
        await forOrg(trx, orgId).deleteFrom('crmContacts').where('id', '=', duplicateId).execute();
        await forOrg(trx, orgId)
          .updateTable('crmContacts')
          .set({
            ...valuesFromPatch({ ...merged, address }),
            ...derivedKeys(merged),
            updatedAt: toIso(hub.clock.now()),
          })
          .where('id', '=', primaryId)
          .execute();
        await forOrg(trx, orgId)
          .updateTable('crmActivities')
          .set({ contactId: primaryId })
          .where('contactId', '=', duplicateId)
          .execute();
        const c = (await get(orgId, primaryId, trx))!;
        await activities.record(
          orgId,
          {
            type: 'contacts_merged',
            params: { duplicate: contactName(b), name: contactName(c) },
            messages: crmActivityMessages,
            contactId: primaryId,
            actorId,
          },
          trx,
        );
        return c;
      });
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
