import { FakeClock, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import * as activityParams from '../migrations/2026-11-25T30-activity-params.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

const messages = {
  thing_done_one: 'Did {{count, number}} thing for {{name}}',
  thing_done_other: 'Did {{count, number}} things for {{name}}',
  thing_done_late_other: 'Did {{count, number}} things late, at {{at, datetime(dateStyle: medium)}}',
  call_logged: 'Call of {{seconds, duration}}',
};

describe.each(testDialects)('structured activities on %s', (dialect) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function setup() {
    const clock = new FakeClock();
    const t = await crmHub(dialect, { clock });
    close = () => t.close();
    const a = await t.signedIn({ role: 'member' });
    const b = await t.signedIn({ role: 'member' });
    return { t, a, b, clock, activities: crmOf(t.hub).activities };
  }

  it('stores the type and params, and renders the English description from the plugin messages', async () => {
    const { a, b, clock, activities } = await setup();
    const one = await activities.record(a.orgId, {
      type: 'thing_done',
      params: { count: 1, name: 'Zoë' },
      messages,
    });
    expect(one).toMatchObject({ description: 'Did 1 thing for Zoë', params: { count: 1, name: 'Zoë' } });
    clock.advance(1000);
    await activities.record(a.orgId, {
      type: 'thing_done',
      params: { count: 12345, variant: 'late', at: '2026-03-01T12:00:00.000Z' },
      messages,
    });
    clock.advance(1000);
    await activities.record(a.orgId, { type: 'call_logged', params: { seconds: 185 }, messages });

    const res = await a.agent.get('/api/activities');
    expect(res.status).toBe(200);
    const { items } = await json(res);
    expect(items.map((x: any) => [x.type, x.description, x.params])).toEqual([
      ['call_logged', 'Call of 3 min 5 sec', { seconds: 185 }],
      [
        'thing_done',
        'Did 12,345 things late, at Mar 1, 2026',
        { count: 12345, variant: 'late', at: '2026-03-01T12:00:00.000Z' },
      ],
      ['thing_done', 'Did 1 thing for Zoë', { count: 1, name: 'Zoë' }],
    ]);
    expect(Object.keys(items[0]).sort()).toEqual([
      'contactId',
      'createdAt',
      'description',
      'id',
      'params',
      'type',
    ]);
    // Another organisation sees none of them.
    expect((await json(await b.agent.get('/api/activities'))).items).toEqual([]);
  });

  it('records a contact change with its values: the same line in English, the name in params', async () => {
    const { a, clock } = await setup();
    const c = await json(
      await a.agent.post('/api/contacts', { firstName: 'Ada', lastName: 'King', email: 'ada@example.com' }),
    );
    clock.advance(1000);
    await a.agent.patch(`/api/contacts/${c.id}`, { status: 'customer', company: 'Engines' });
    const { items } = await json(await a.agent.get(`/api/activities?contactId=${c.id}`));
    expect(items.map((x: any) => [x.type, x.description, x.params])).toEqual([
      [
        'contact_updated',
        'Contact updated: Ada King (company and status)',
        { name: 'Ada King', fields: 'company, status' },
      ],
      ['contact_added', 'Contact added: Ada King', { name: 'Ada King' }],
    ]);
  });

  it('refuses a type the messages lack, and params that are not flat values', async () => {
    const { a, activities } = await setup();
    await expect(activities.record(a.orgId, { type: 'unknown_type', params: {}, messages })).rejects.toThrow(
      "No English message for activity type 'unknown_type'",
    );
    await expect(
      activities.record(a.orgId, { type: 'thing_done', params: { nested: { x: 1 } } as never, messages }),
    ).rejects.toThrow();
    await expect(activities.record(a.orgId, { type: 'thing_done' })).rejects.toThrow(
      'An activity needs a description, or params and messages',
    );
  });

  it('keeps activities recorded before params: the migration adds the column, old rows show their description', async () => {
    const { t, a } = await setup();
    const raw = t.hub.ctx.db.withoutPlugins();
    // The table as it was before the migration, with a row written then.
    await activityParams.down(raw);
    await raw
      .insertInto('crm_activities' as never)
      .values({
        id: 'old-1',
        org_id: a.orgId,
        type: 'contact_added',
        description: 'Contact added: Grace Hopper',
        contact_id: null,
        actor_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
      } as never)
      .execute();
    await activityParams.up(raw);

    const { items } = await json(await a.agent.get('/api/activities'));
    expect(items).toEqual([
      {
        id: 'old-1',
        type: 'contact_added',
        description: 'Contact added: Grace Hopper',
        params: null,
        contactId: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });
});
