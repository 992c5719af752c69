import { testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../shared/samples.ts';
import type { SyncRecord } from '../../shared/sync.ts';
import { deviceToken, iphoneHub, syncAndWait } from './fixtures.ts';

describe.each(testDialects)('iPhone sync of the spec samples on %s', (dialect) => {
  it('turns the samples into contacts and activities on them, and lists the records Processed', async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const { token } = await deviceToken(a);
      const now = t.hub.ctx.clock.now();
      const crm = t.hub.ctx.use(crmService);

      const contacts = await syncAndWait(t, {
        type: 'contacts',
        authToken: token,
        data: sampleData('contacts', now),
      });
      expect(contacts.record).toMatchObject({
        sync_type: 'contacts',
        processed: false,
        item_count: 2,
        device: 'My iPhone',
      });
      expect(contacts.result).toMatchObject({ created: 2, updated: 0, failed: 0 });
      const john = await crm.contacts.findByEmail(a.orgId, 'john.smith@example.com');
      expect(john).toMatchObject({
        firstName: 'John',
        lastName: 'Smith',
        phone: '+15551234567',
        company: 'Smith Realty',
        source: 'iphone',
        status: 'lead',
        address: { street: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      });

      const calls = await syncAndWait(t, { type: 'calls', authToken: token, data: sampleData('calls', now) });
      expect(calls.result).toMatchObject({ activities: 2, duplicates: 0 });
      const messages = await syncAndWait(t, {
        type: 'messages',
        authToken: token,
        data: sampleData('messages', now),
      });
      expect(messages.result).toMatchObject({ activities: 2, duplicates: 0 });

      const acts = await (await a.agent.get(`/api/activities?contactId=${john!.id}&limit=100`)).json();
      const items: Array<{ type: string; description: string }> = acts.items ?? acts;
      expect(items.filter((x) => x.type === 'phone_call').map((x) => x.description)).toEqual([
        expect.stringMatching(/^Outgoing call to John Smith, 5 min \(/),
      ]);
      expect(items.filter((x) => x.type === 'text_message').map((x) => x.description)).toEqual([
        expect.stringMatching(/^Text message sent to John Smith .*: Hi John, following up/),
      ]);
      expect(await crm.contacts.count(a.orgId)).toBe(2);

      const records: SyncRecord[] = await (await a.agent.get('/api/iphone/sync-records')).json();
      expect(records.map((r) => [r.sync_type, r.processed])).toEqual([
        ['messages', true],
        ['calls', true],
        ['contacts', true],
      ]);
      expect(Object.keys(records[0]!)).toEqual(
        expect.arrayContaining(['id', 'sync_type', 'created_at', 'processed']),
      );
    } finally {
      await t.close();
    }
  });

  it('stores a repeated post of the same calls, messages and contacts once', async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const { token } = await deviceToken(a);
      const now = t.hub.ctx.clock.now();
      const crm = t.hub.ctx.use(crmService);
      for (const type of ['contacts', 'calls', 'messages'] as const)
        await syncAndWait(t, { type, authToken: token, data: sampleData(type, now) });
      const activities = async () =>
        (
          await t.hub.ctx.db
            .selectFrom('crmActivities' as never)
            .select(['type' as never])
            .where('orgId' as never, '=', a.orgId as never)
            .execute()
        ).length;
      const before = await activities();

      const again = await Promise.all(
        (['calls', 'messages'] as const).map((type) =>
          syncAndWait(t, { type, authToken: token, data: sampleData(type, now) }),
        ),
      );
      expect(again.map((s) => s.result)).toEqual([
        expect.objectContaining({ activities: 0, duplicates: 2 }),
        expect.objectContaining({ activities: 0, duplicates: 2 }),
      ]);
      const contacts = await syncAndWait(t, {
        type: 'contacts',
        authToken: token,
        data: sampleData('contacts', now),
      });
      expect(contacts.result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
      expect(await activities()).toBe(before);
      expect(await crm.contacts.count(a.orgId)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('merges by normalised phone and by email without losing a field of either side', async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const { token } = await deviceToken(a);
      const crm = t.hub.ctx.use(crmService);
      const ada = await crm.contacts.create(a.orgId, {
        firstName: 'Ada',
        phone: '(555) 123-4567',
        company: 'Analytical Engines',
        status: 'customer',
      });
      const bob = await crm.contacts.create(a.orgId, { firstName: 'Bob', email: 'bob@example.com' });
      const { result } = await syncAndWait(t, {
        type: 'contacts',
        authToken: token,
        data: [
          {
            firstName: 'Augusta',
            lastName: 'Lovelace',
            phone: '+1 555.123.4567',
            email: 'ada@example.com',
            company: 'Other',
          },
          { firstName: 'Robert', lastName: 'Builder', phone: '555 000 1111', email: 'BOB@example.com' },
        ],
      });
      expect(result).toMatchObject({ created: 0, updated: 2 });
      expect(await crm.contacts.get(a.orgId, ada.id)).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        company: 'Analytical Engines',
        status: 'customer',
      });
      expect(await crm.contacts.get(a.orgId, bob.id)).toMatchObject({
        firstName: 'Bob',
        lastName: 'Builder',
        email: 'bob@example.com',
        phone: '+15550001111',
      });
      expect(await crm.contacts.count(a.orgId)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('makes a lead of an unknown number, or logs the call without contact when configured so', async () => {
    const call = {
      phoneNumber: '+44 20 7946 0958',
      type: 'incoming',
      duration: 42,
      date: '2026-01-05T09:00:00Z',
    };
    for (const [create, contacts] of [
      ['true', 1],
      ['false', 0],
    ] as const) {
      const t = await iphoneHub(dialect, { IPHONE_SYNC_CREATE_LEADS: create });
      try {
        const a = await t.signedIn();
        const { token } = await deviceToken(a);
        const { result } = await syncAndWait(t, { type: 'calls', authToken: token, data: [call] });
        expect(result).toMatchObject({ activities: 1 });
        const crm = t.hub.ctx.use(crmService);
        expect(await crm.contacts.count(a.orgId)).toBe(contacts);
        const [lead] = await crm.contacts.findByPhone(a.orgId, ['+442079460958']);
        if (contacts)
          expect(lead).toMatchObject({ firstName: '+44 20 7946 0958', source: 'iphone', status: 'lead' });
        else expect(lead).toBeUndefined();
      } finally {
        await t.close();
      }
    }
  });
});
