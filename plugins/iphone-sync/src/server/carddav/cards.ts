import { forOrg, HttpError, newId, toIso } from '@ecohub/core';
import type { Contact, ContactPatch, CrmServices } from '@ecohub/plugin-crm/shared';
import type { Selectable } from 'kysely';
import type { IphoneTables } from '../db.ts';
import type { IphoneHub } from '../hub.ts';
import { normalisePhone } from '../sync/phone.ts';
import { isUniqueViolation } from '../sync/unique.ts';
import { sha256Hex } from '../tokens/hash.ts';
import { type CardFields, parseVCard, renderVCard } from './vcard.ts';

export type CardRow = Selectable<IphoneTables['iphoneCards']>;

export interface Card {
  name: string;
  etag: string;
  vcard: string;
}

const etagOf = (text: string) => `"${sha256Hex(text).slice(0, 32)}"`;

/**
 * The address book's cards over the CRM's contacts, one organisation at a time. Before every read
 * the cards are reconciled with the contacts (new, changed and removed ones get the next value of
 * the organisation's change counter), so a change made in the hub reaches a client through its
 * sync token without the CRM knowing about CardDAV.
 */
export function cardStore(hub: IphoneHub, crm: CrmServices) {
  const scope = (orgId: string) => forOrg(hub.db, orgId);

  const rows = (orgId: string) => scope(orgId).selectFrom('iphoneCards').selectAll().execute();

  const textOf = (row: CardRow, c: Contact) =>
    row.vcard && row.contactUpdatedAt === c.updatedAt ? row.vcard : renderVCard(c, row.uid);

  async function reconcile(
    orgId: string,
  ): Promise<{ cards: Map<string, CardRow>; contacts: Map<string, Contact>; token: number }> {
    const contacts = new Map((await crm.contacts.all(orgId)).map((c) => [c.id, c]));
    const all = await rows(orgId);
    let seq = all.reduce((m, r) => Math.max(m, Number(r.seq)), 0);
    const byContact = new Map(all.map((r) => [r.contactId, r]));
    const now = toIso(hub.clock.now());
    for (const c of contacts.values()) {
      const row = byContact.get(c.id);
      if (!row) {
        const fresh: CardRow = {
          id: newId(),
          orgId,
          name: `${c.id}.vcf`,
          contactId: c.id,
          uid: c.id,
          etag: '',
          seq: ++seq,
          deleted: 0,
          contactUpdatedAt: c.updatedAt,
          vcard: null,
          createdAt: now,
        };
        fresh.etag = etagOf(renderVCard(c, fresh.uid));
        const { orgId: _, ...values } = fresh;
        try {
          await scope(orgId).insertInto('iphoneCards', values).execute();
        } catch (err) {
          // A concurrent request of the same organisation made this card a moment ago: its row stands.
          if (!isUniqueViolation(err)) throw err;
          continue;
        }
        byContact.set(c.id, fresh);
      } else if (Number(row.deleted) === 1 || row.contactUpdatedAt !== c.updatedAt) {
        const set = {
          seq: ++seq,
          deleted: 0,
          contactUpdatedAt: c.updatedAt,
          vcard: null,
          etag: etagOf(renderVCard(c, row.uid)),
        };
        await scope(orgId).updateTable('iphoneCards').set(set).where('id', '=', row.id).execute();
        Object.assign(row, set);
      }
    }
    for (const row of byContact.values()) {
      if (Number(row.deleted) === 0 && !contacts.has(row.contactId)) {
        const set = { seq: ++seq, deleted: 1 };
        await scope(orgId).updateTable('iphoneCards').set(set).where('id', '=', row.id).execute();
        Object.assign(row, set);
      }
    }
    return { cards: new Map([...byContact.values()].map((r) => [r.name, r])), contacts, token: seq };
  }

  /** The contact a new card from the phone stands for: the same email, else the same number. */
  async function match(orgId: string, f: CardFields): Promise<Contact | null> {
    if (f.email) {
      const c = await crm.contacts.findByEmail(orgId, f.email);
      if (c) return c;
    }
    const phone = f.phone ? normalisePhone(f.phone, hub.settings.IPHONE_SYNC_DEFAULT_COUNTRY) : null;
    return phone ? ((await crm.contacts.findByPhone(orgId, phone.spellings))[0] ?? null) : null;
  }

  const phoneOf = (f: CardFields) =>
    (f.phone && normalisePhone(f.phone, hub.settings.IPHONE_SYNC_DEFAULT_COUNTRY)?.e164) || f.phone;

  return {
    reconcile,
    textOf,

    /**
     * PUT of a card: a new name creates (or merges into) a CRM contact; a known one updates its
     * contact with what the phone now says. `ifMatch` / `ifNoneMatch` are the request's
     * preconditions (412 when they fail).
     */
    async put(
      orgId: string,
      actorId: string,
      name: string,
      text: string,
      pre: { ifMatch?: string; ifNoneMatch?: string },
    ): Promise<{ created: boolean; etag: string }> {
      const { cards, contacts } = await reconcile(orgId);
      const row = cards.get(name);
      const live = row && Number(row.deleted) === 0 ? row : undefined;
      if (pre.ifNoneMatch === '*' && live) throw new HttpError(412, 'A card of this name exists');
      if (pre.ifMatch && (!live || (pre.ifMatch !== '*' && pre.ifMatch !== live.etag))) {
        throw new HttpError(412, 'The card changed since it was read');
      }
      const f = parseVCard(text);
      const patch: ContactPatch = {
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        phone: phoneOf(f),
        company: f.company,
        address: f.address,
      };
      let contact: Contact;
      if (live && contacts.has(live.contactId)) {
        contact = await crm.contacts.update(orgId, live.contactId, patch, actorId);
      } else {
        const found = await match(orgId, f);
        if (found) {
          // Merge: the phone's card fills what the contact lacks, nothing the CRM knew is lost.
          const fill: ContactPatch = {};
          for (const [k, v] of Object.entries(patch) as Array<[keyof ContactPatch, never]>) {
            const cur = found[k as keyof Contact];
            if (v && (cur === '' || cur === null)) fill[k] = v;
          }
          contact = Object.keys(fill).length
            ? await crm.contacts.update(orgId, found.id, fill, actorId)
            : found;
        } else {
          const named = f.firstName || f.lastName || f.email ? {} : { firstName: patch.phone || 'Contact' };
          contact = await crm.contacts.create(
            orgId,
            { ...patch, ...named, source: 'iphone', status: 'lead' },
            actorId,
          );
        }
      }
      const etag = etagOf(text);
      const values = {
        contactId: contact.id,
        uid: f.uid ?? contact.id,
        etag,
        deleted: 0,
        contactUpdatedAt: contact.updatedAt,
        vcard: text,
      };
      const seq = (await reconcileSeq(orgId)) + 1;
      // A card of another name may already stand for this contact (a merge): it gives way.
      await scope(orgId)
        .updateTable('iphoneCards')
        .set({ deleted: 1, seq, contactId: `merged:${newId()}` })
        .where('contactId', '=', contact.id)
        .where('name', '!=', name)
        .execute();
      if (row)
        await scope(orgId)
          .updateTable('iphoneCards')
          .set({ ...values, seq })
          .where('id', '=', row.id)
          .execute();
      else {
        await scope(orgId)
          .insertInto('iphoneCards', { id: newId(), name, ...values, seq, createdAt: toIso(hub.clock.now()) })
          .execute();
      }
      return { created: !live, etag };
    },

    /** DELETE of a card: its contact leaves the CRM too (the phone's delete is the user's). */
    async remove(orgId: string, actorId: string, name: string, ifMatch?: string): Promise<boolean> {
      const { cards, contacts } = await reconcile(orgId);
      const row = cards.get(name);
      if (!row || Number(row.deleted) === 1) return false;
      if (ifMatch && ifMatch !== '*' && ifMatch !== row.etag)
        throw new HttpError(412, 'The card changed since it was read');
      if (contacts.has(row.contactId)) await crm.contacts.remove(orgId, row.contactId, actorId);
      const seq = (await reconcileSeq(orgId)) + 1;
      await scope(orgId)
        .updateTable('iphoneCards')
        .set({ deleted: 1, seq })
        .where('id', '=', row.id)
        .execute();
      return true;
    },
  };

  async function reconcileSeq(orgId: string): Promise<number> {
    const r = await scope(orgId)
      .selectFrom('iphoneCards')
      .select((eb) => eb.fn.max('seq').as('m'))
      .executeTakeFirst();
    return Number(r?.m ?? 0);
  }
}

export type CardStore = ReturnType<typeof cardStore>;
