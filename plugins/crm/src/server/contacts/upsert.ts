import { forOrg, toIso, toJson } from '@ecohub/core';
import type { Selectable, Updateable } from 'kysely';
import type { CrmTables } from '../db.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import { allowedCreates } from './quota.ts';
import { type ContactValues, derivedKeys, fold, uniqueTags } from './row.ts';

export interface Person {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface UpsertResult {
  created: number;
  updated: number;
  skipped: number;
  /** The plan's message when it stopped some creations. */
  limit: string | null;
}

/**
 * People from the organisation's users or a sibling app, matched by email: new ones become contacts
 * of `source`; existing ones are skipped (`mode: 'skip'`) or get their empty fields filled and the
 * source's tag (`mode: 'fill'`). Reads and asks the plan limit outside any transaction (see
 * planBatch); `write(trx)` stores the result in the caller's transaction.
 */
export async function planPeople(
  hub: CrmHub,
  orgId: string,
  people: Person[],
  opts: { source: string; mode: 'skip' | 'fill'; contactCount: number },
): Promise<{ result: UpsertResult; write: (trx: CrmDb) => Promise<void> }> {
  const now = toIso(hub.clock.now());
  const unique = new Map<string, Person>();
  for (const p of people) {
    const key = fold(p.email.trim());
    if (key && !unique.has(key)) unique.set(key, p);
  }
  const keys = [...unique.keys()];
  const existing = new Map<string, Selectable<CrmTables['crmContacts']>>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await forOrg(hub.db, orgId)
      .selectFrom('crmContacts')
      .selectAll()
      .where('emailKey', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.emailKey) existing.set(r.emailKey, r);
  }
  const result: UpsertResult = { created: 0, updated: 0, skipped: 0, limit: null };
  const fresh: ContactValues[] = [];
  const updates: Array<{ id: string; set: Updateable<CrmTables['crmContacts']> }> = [];
  for (const [key, p] of unique) {
    const c = existing.get(key);
    if (!c) {
      fresh.push({
        firstName: p.firstName ?? '',
        lastName: p.lastName ?? '',
        email: p.email.trim(),
        phone: p.phone ?? '',
        company: p.company ?? '',
        source: opts.source,
        status: 'lead',
        value: 0,
        lastContactedAt: null,
        street: null,
        city: null,
        state: null,
        zip: null,
        latitude: null,
        longitude: null,
        tags: toJson([opts.source]),
      });
      continue;
    }
    if (opts.mode === 'skip') {
      result.skipped++;
      continue;
    }
    const set: Partial<ContactValues> = {};
    for (const f of ['firstName', 'lastName', 'phone', 'company'] as const) {
      const v = p[f]?.trim();
      if (v && !c[f]) set[f] = v;
    }
    const tags: string[] = JSON.parse(c.tags);
    if (!tags.includes(opts.source)) set.tags = toJson(uniqueTags([...tags, opts.source]).slice(0, 50));
    if (Object.keys(set).length === 0) {
      result.skipped++;
      continue;
    }
    updates.push({ id: c.id, set: { ...set, ...derivedKeys({ ...c, ...set }), updatedAt: now } });
    result.updated++;
  }
  const { allowed, message } = await allowedCreates(hub, orgId, opts.contactCount, fresh.length);
  result.limit = message;
  result.skipped += fresh.length - allowed;
  const accepted = fresh.slice(0, allowed);
  result.created = accepted.length;
  const write = async (trx: CrmDb) => {
    const org = forOrg(trx, orgId);
    for (const u of updates) await org.updateTable('crmContacts').set(u.set).where('id', '=', u.id).execute();
    for (let i = 0; i < accepted.length; i += 500) {
      await org
        .insertInto(
          'crmContacts',
          accepted.slice(i, i + 500).map((v) => ({
            id: crypto.randomUUID(),
            ...v,
            ...derivedKeys(v),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    }
  };
  return { result, write };
}
