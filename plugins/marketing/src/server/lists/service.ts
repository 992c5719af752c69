import { forOrg, fromJson, newId, notFound, num, toIso, toJson } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import type { z } from 'zod';
import type { audienceFilterSchema, ListInput, Subscriber, SubscriberList } from '../../shared/lists.ts';
import type { MarketingHub } from '../hub.ts';
import { emailKey, isEmail } from './email.ts';
import type { SuppressionList } from './suppression.ts';

type Filter = z.output<typeof audienceFilterSchema>;
interface NewSubscriber {
  email: string;
  firstName: string;
  contactId: string | null;
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Subscriber lists: built from CRM contacts (by source, status, tag), filled by import, exported. */
export function listService(hub: MarketingHub, suppression: SuppressionList) {
  const crm = () => hub.use(crmService);

  const addMany = async (orgId: string, listId: string, people: NewSubscriber[]): Promise<number> => {
    let added = 0;
    const now = toIso(hub.clock.now());
    for (let i = 0; i < people.length; i += 200) {
      const rows = people.slice(i, i + 200).map((p) => ({
        id: newId(),
        listId,
        contactId: p.contactId,
        email: p.email.trim(),
        emailKey: emailKey(p.email),
        firstName: p.firstName,
        consent: 'subscribed',
        createdAt: now,
      }));
      const r = await forOrg(hub.db, orgId)
        .insertInto('marketingSubscribers', rows)
        .onConflict((oc) => oc.columns(['listId', 'emailKey']).doNothing())
        .executeTakeFirst();
      added += Number(r.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  };

  const getList = async (orgId: string, id: string) => {
    const row = await forOrg(hub.db, orgId)
      .selectFrom('marketingLists')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('List not found');
    return row;
  };

  const service = {
    getList,

    async list(orgId: string): Promise<SubscriberList[]> {
      const lists = await forOrg(hub.db, orgId)
        .selectFrom('marketingLists')
        .selectAll()
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      const counts = await forOrg(hub.db, orgId)
        .selectFrom('marketingSubscribers')
        .select(['listId', 'consent', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['listId', 'consent'])
        .execute();
      const count = (listId: string, consent: string) =>
        num(counts.find((c) => c.listId === listId && c.consent === consent)?.n);
      return lists.map((l) => ({
        id: l.id,
        name: l.name,
        filter: fromJson<Filter | null>(l.filter, null),
        subscribers: count(l.id, 'subscribed'),
        unsubscribed: count(l.id, 'unsubscribed'),
        createdAt: l.createdAt,
      }));
    },

    /** A list from CRM contacts matching `filter` (or an empty one to import into). */
    async create(orgId: string, input: ListInput): Promise<SubscriberList> {
      const id = newId();
      await forOrg(hub.db, orgId)
        .insertInto('marketingLists', {
          id,
          name: input.name.trim(),
          filter: input.filter ? toJson(input.filter) : null,
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      if (input.filter) await service.refresh(orgId, id);
      return (await service.list(orgId)).find((l) => l.id === id)!;
    },

    /** Adds the CRM contacts that match the list's filter now (nobody is removed; consent stays). */
    async refresh(orgId: string, listId: string): Promise<number> {
      const list = await getList(orgId, listId);
      const filter = fromJson<Filter | null>(list.filter, null);
      if (!filter) return 0;
      const people = await crm().contacts.audience(orgId, filter);
      return addMany(
        orgId,
        listId,
        people.map((p) => ({ email: p.email, firstName: p.firstName, contactId: p.id })),
      );
    },

    /** CSV or one address a line (`email[,first name]`); returns what happened to each line. */
    async import(orgId: string, listId: string, csv: string) {
      await getList(orgId, listId);
      const people: NewSubscriber[] = [];
      let invalid = 0;
      for (const line of csv.split(/\r?\n/)) {
        const [rawEmail = '', rawName = ''] = line.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
        if (!rawEmail || /^e-?mail$/i.test(rawEmail)) continue;
        if (!isEmail(rawEmail)) {
          invalid++;
          continue;
        }
        const contact = await crm().contacts.findByEmail(orgId, rawEmail);
        people.push({
          email: rawEmail,
          firstName: rawName || contact?.firstName || '',
          contactId: contact?.id ?? null,
        });
      }
      const added = await addMany(orgId, listId, people);
      return { added, duplicates: people.length - added, invalid };
    },

    async subscribers(orgId: string, listId: string): Promise<Subscriber[]> {
      await getList(orgId, listId);
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingSubscribers')
        .leftJoin('marketingSuppressions', (j) =>
          j
            .onRef('marketingSuppressions.orgId', '=', 'marketingSubscribers.orgId')
            .onRef('marketingSuppressions.emailKey', '=', 'marketingSubscribers.emailKey'),
        )
        .select([
          'marketingSubscribers.email',
          'marketingSubscribers.firstName',
          'marketingSubscribers.contactId',
          'marketingSubscribers.consent',
          'marketingSuppressions.reason',
        ])
        .where('marketingSubscribers.listId', '=', listId)
        .orderBy('marketingSubscribers.createdAt')
        .orderBy('marketingSubscribers.id')
        .execute();
      return rows.map((r) => ({
        email: r.email,
        firstName: r.firstName,
        contactId: r.contactId,
        consent: r.consent === 'unsubscribed' ? 'unsubscribed' : 'subscribed',
        suppressed: !!r.reason,
      }));
    },

    async exportCsv(orgId: string, listId: string): Promise<string> {
      const subs = await service.subscribers(orgId, listId);
      const lines = ['email,first_name,consent,suppressed'];
      for (const s of subs)
        lines.push([s.email, s.firstName, s.consent, s.suppressed ? 'yes' : 'no'].map(csvCell).join(','));
      return `${lines.join('\n')}\n`;
    },

    /** Unsubscribes the address from every list of the organisation and suppresses it. */
    async unsubscribe(orgId: string, email: string): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('marketingSubscribers')
        .set({ consent: 'unsubscribed' })
        .where('emailKey', '=', emailKey(email))
        .execute();
      await forOrg(hub.db, orgId)
        .updateTable('marketingEnrollments')
        .set({ status: 'exited', exitReason: 'unsubscribed', nextAt: null })
        .where('emailKey', '=', emailKey(email))
        .where('status', '=', 'active')
        .execute();
      await suppression.add(orgId, email, 'unsubscribe');
    },

    /** Distinct subscribed addresses that are not suppressed. */
    async subscriberCount(orgId: string): Promise<number> {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('marketingSubscribers')
        .select((eb) => eb.fn.count<number>('marketingSubscribers.emailKey').distinct().as('n'))
        .where('consent', '=', 'subscribed')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('marketingSuppressions')
                .select('marketingSuppressions.emailKey')
                .whereRef('marketingSuppressions.orgId', '=', 'marketingSubscribers.orgId')
                .whereRef('marketingSuppressions.emailKey', '=', 'marketingSubscribers.emailKey'),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
  };
  return service;
}
export type ListService = ReturnType<typeof listService>;
