import { FakeClock, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { crmHub, json } from './fixtures.ts';

describe.each(testDialects)('contacts on %s', (dialect) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function setup() {
    const clock = new FakeClock();
    const t = await crmHub(dialect, { clock });
    close = () => t.close();
    const a = await t.signedIn({ role: 'member' });
    const b = await t.signedIn({ role: 'member' });
    return { t, a, b, clock };
  }

  it('creates, reads, updates and deletes a contact, writing an activity for each change', async () => {
    const { a, clock } = await setup();
    const created = await a.agent.post('/api/contacts', {
      firstName: 'Zoë',
      lastName: 'Núñez',
      email: 'Zoe@Example.com',
      status: 'qualified',
      value: 125000,
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      tags: ['vip', 'vip'],
    });
    expect(created.status).toBe(201);
    const c = await json(created);
    expect(c).toMatchObject({ firstName: 'Zoë', email: 'Zoe@Example.com', value: 125000, tags: ['vip'] });
    expect(c.address).toEqual({ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' });

    clock.advance(1000);
    const patched = await a.agent.patch(`/api/contacts/${c.id}`, {
      status: 'customer',
      lastName: 'Nuñez-Smith',
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ status: 'customer', lastName: 'Nuñez-Smith', value: 125000 });
    expect(await json(await a.agent.get(`/api/contacts/${c.id}`))).toMatchObject({ status: 'customer' });

    clock.advance(1000);
    expect((await a.agent.delete(`/api/contacts/${c.id}`)).status).toBe(204);
    expect((await a.agent.get(`/api/contacts/${c.id}`)).status).toBe(404);

    const acts = await json(await a.agent.get('/api/activities'));
    expect(acts.items.map((x: any) => x.type)).toEqual([
      'contact_deleted',
      'contact_updated',
      'contact_added',
    ]);
  });

  it('keeps emails unique per organisation, case-insensitively with Unicode', async () => {
    const { a, b } = await setup();
    expect((await a.agent.post('/api/contacts', { email: 'ÉLODIE@example.com' })).status).toBe(201);
    const dup = await a.agent.post('/api/contacts', { email: 'élodie@EXAMPLE.com' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('A contact with this email already exists');
    // Another organisation may hold the same email.
    expect((await b.agent.post('/api/contacts', { email: 'elodie@example.com' })).status).toBe(201);
    expect((await b.agent.post('/api/contacts', { email: 'élodie@example.com' })).status).toBe(201);
  });

  it('answers 400 with field issues for bad input, never 500', async () => {
    const { a } = await setup();
    const bad = [
      {},
      { firstName: 'A', email: 'not-an-email' },
      { firstName: 'A', status: 'vip' },
      { firstName: 'A', value: -1 },
      { firstName: 'A', value: 1.5 },
      { firstName: 'A', unknown: 1 },
      { firstName: 'A', latitude: 200 },
    ];
    for (const body of bad) {
      const res = await a.agent.post('/api/contacts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).issues.length).toBeGreaterThan(0);
    }
    expect(
      (await a.agent.post('/api/contacts', '{oops', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    const c = await json(await a.agent.post('/api/contacts', { firstName: 'Ada' }));
    expect((await a.agent.patch(`/api/contacts/${c.id}`, {})).status).toBe(400);
    expect((await a.agent.patch(`/api/contacts/${c.id}`, { email: 'x' })).status).toBe(400);
    for (const q of [
      'limit=0',
      'limit=abc',
      'sort=bogus',
      'status=vip',
      'cursor=%%%',
      'cursor=e30',
      'extra=1',
    ]) {
      expect((await a.agent.get(`/api/contacts?${q}`)).status, q).toBe(400);
    }
    expect((await a.agent.post('/api/contacts/merge', { primaryId: c.id, duplicateId: c.id })).status).toBe(
      400,
    );
    expect((await a.agent.get('/api/activities?limit=1000')).status).toBe(400);
  });

  it('answers 404 for another organisation’s contact and changes nothing', async () => {
    const { a, b } = await setup();
    const c = await json(await a.agent.post('/api/contacts', { firstName: 'Ada', email: 'ada@example.com' }));
    const other = await json(await b.agent.post('/api/contacts', { firstName: 'Bob' }));
    expect((await b.agent.get(`/api/contacts/${c.id}`)).status).toBe(404);
    expect((await b.agent.patch(`/api/contacts/${c.id}`, { firstName: 'Eve' })).status).toBe(404);
    expect((await b.agent.delete(`/api/contacts/${c.id}`)).status).toBe(404);
    expect(
      (await b.agent.post('/api/contacts/merge', { primaryId: other.id, duplicateId: c.id })).status,
    ).toBe(404);
    expect(
      (await b.agent.post('/api/contacts/merge', { primaryId: c.id, duplicateId: other.id })).status,
    ).toBe(404);
    expect(await json(await a.agent.get(`/api/contacts/${c.id}`))).toMatchObject({ firstName: 'Ada' });
    expect((await b.agent.get(`/api/contacts/${other.id}`)).status).toBe(200);
    const list = await json(await b.agent.get('/api/contacts'));
    expect(list.items.map((x: any) => x.firstName)).toEqual(['Bob']);
    const acts = await json(await b.agent.get('/api/activities'));
    expect(acts.items.every((x: any) => x.contactId !== c.id)).toBe(true);
  });

  it('refuses writes to viewers and anonymous callers', async () => {
    const { t } = await setup();
    const v = await t.signedIn({ role: 'viewer' });
    expect((await v.agent.post('/api/contacts', { firstName: 'A' })).status).toBe(403);
    expect((await v.agent.get('/api/contacts')).status).toBe(200);
    expect((await t.request('/api/contacts')).status).toBe(401);
  });

  it('searches by any part of the name or email (the start below 3 characters), case- and accent-insensitively, with filters', async () => {
    const { a } = await setup();
    const people = [
      { firstName: 'José', lastName: 'García', email: 'jose@a.com', source: 'Speaker Stage', status: 'lead' },
      {
        firstName: 'Zoë',
        lastName: 'Ångström',
        email: 'zoe@b.com',
        source: 'Housing Voice',
        status: 'customer',
      },
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@engine.org',
        source: 'Speaker Stage',
        status: 'customer',
      },
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'GRACE@navy.mil',
        source: 'RealtyMind AI',
        status: 'lost',
      },
    ];
    for (const p of people) expect((await a.agent.post('/api/contacts', p)).status).toBe(201);
    const names = async (qs: string) =>
      (await json(await a.agent.get(`/api/contacts?sort=name&${qs}`))).items.map((x: any) => x.firstName);
    expect(await names(`q=${encodeURIComponent('GARCÍA')}`)).toEqual(['José']);
    expect(await names(`q=${encodeURIComponent('ÅNG')}`)).toEqual(['Zoë']);
    expect(await names(`q=${encodeURIComponent('zoË')}`)).toEqual(['Zoë']);
    expect(await names('q=garcia')).toEqual(['José']);
    expect(await names('q=grace%40NAVY')).toEqual(['Grace']);
    expect(await names('q=ada%20lov')).toEqual(['Ada']);
    expect(await names('q=lovelace')).toEqual(['Ada']);
    // Three characters or more: any part of the name or email, a mail domain too.
    expect(await names('q=ove')).toEqual(['Ada']);
    expect(await names('q=navy.mil')).toEqual(['Grace']);
    expect(await names('q=.com')).toEqual(['José', 'Zoë']);
    // Fewer: the start of the name, last name or email only.
    expect(await names('q=g')).toEqual(['Grace', 'José']);
    expect(await names('q=ov')).toEqual([]);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`source=${encodeURIComponent('Speaker Stage')}`)).toEqual(['Ada', 'José']);
    expect(await names('status=customer')).toEqual(['Ada', 'Zoë']);
    expect(await names('q=a&status=customer&source=Speaker%20Stage')).toEqual(['Ada']);
  });

  it('pages with a cursor in every sort without repeating or skipping', async () => {
    const { a, clock } = await setup();
    for (let i = 0; i < 23; i++) {
      clock.advance(i % 3 === 0 ? 0 : 1000);
      await a.agent.post('/api/contacts', {
        firstName: `P${String(i % 7)}`,
        lastName: `${i}`,
        value: (i % 4) * 100,
      });
    }
    for (const sort of ['-createdAt', 'createdAt', 'name', '-name', 'value', '-value']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await json(
          await a.agent.get(`/api/contacts?sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ''}`),
        );
        seen.push(...page.items.map((x: any) => x.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.length, sort).toBe(23);
      expect(new Set(seen).size, sort).toBe(23);
    }
  });

  it('merges two duplicates, keeping the history of both', async () => {
    const { a } = await setup();
    const p = await json(
      await a.agent.post('/api/contacts', { firstName: 'Ada', email: 'ada@a.com', tags: ['x'] }),
    );
    const d = await json(
      await a.agent.post('/api/contacts', {
        lastName: 'Lovelace',
        email: 'ada@b.com',
        phone: '555',
        value: 900,
        tags: ['y'],
      }),
    );
    const res = await a.agent.post('/api/contacts/merge', { primaryId: p.id, duplicateId: d.id });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@a.com',
      phone: '555',
      value: 900,
      tags: ['x', 'y'],
    });
    expect((await a.agent.get(`/api/contacts/${d.id}`)).status).toBe(404);
    const hist = await json(await a.agent.get(`/api/activities?contactId=${p.id}&limit=100`));
    expect(hist.items.map((x: any) => x.type).sort()).toEqual([
      'contact_added',
      'contact_added',
      'contacts_merged',
    ]);
  });

  it('summarises count and value per status', async () => {
    const { a, b } = await setup();
    await a.agent.post('/api/contacts', { firstName: 'A', status: 'customer', value: 1000 });
    await a.agent.post('/api/contacts', { firstName: 'B', status: 'customer', value: 500 });
    await a.agent.post('/api/contacts', { firstName: 'C', status: 'lead', value: 200 });
    await b.agent.post('/api/contacts', { firstName: 'D', status: 'lost', value: 9999 });
    const s = await json(await a.agent.get('/api/contacts/summary'));
    expect(s).toMatchObject({
      totalContacts: 3,
      totalValue: 1700,
      customers: 2,
      qualified: 0,
      conversionRate: 66.7,
    });
    expect(s.pipeline).toEqual([
      { status: 'lead', count: 1, value: 200 },
      { status: 'qualified', count: 0, value: 0 },
      { status: 'customer', count: 2, value: 1500 },
      { status: 'lost', count: 0, value: 0 },
    ]);
  });

  it('asks the plan limit before creating a contact', async () => {
    const { t, a } = await setup();
    const { HttpError } = await import('@ecohub/core');
    t.hub.ctx.quotas.provide(async (_org, resource, next) => {
      if (resource === 'contacts' && next > 1)
        throw new HttpError(402, 'Your plan allows 1 contact; upgrade');
    });
    expect((await a.agent.post('/api/contacts', { firstName: 'A' })).status).toBe(201);
    const res = await a.agent.post('/api/contacts', { firstName: 'B' });
    expect(res.status).toBe(402);
    expect((await json(res)).message).toBe('Your plan allows 1 contact; upgrade');
  });

  it("reports each organisation's contact count to core's quotas (the pricing tab's usage)", async () => {
    const { t, a, b } = await setup();
    for (const firstName of ['A', 'B', 'C'])
      expect((await a.agent.post('/api/contacts', { firstName })).status).toBe(201);
    expect(await t.hub.ctx.quotas.usage(a.orgId, 'contacts')).toBe(3);
    expect(await t.hub.ctx.quotas.usage(b.orgId, 'contacts')).toBe(0);
    expect(await t.hub.ctx.quotas.usage(a.orgId, 'uncounted')).toBeNull();
  });
});
