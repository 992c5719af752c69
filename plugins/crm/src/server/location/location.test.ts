import { FakeClock, testDialects, until } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmDb } from '../hub.ts';
import { crmHub, json } from '../test/fixtures.ts';
import { milesBetween } from './distance.ts';
import { candidatesQuery, spatialIndexOf } from './nearby-query.ts';

// Beverly Hills 90210's centroid in zipcodes 8.0.0.
const HERE = { latitude: 34.0901, longitude: -118.4065 };
const address = (p: { city?: string; state?: string; zip?: string }) => ({
  street: '',
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip ?? '',
});

describe.each(testDialects)('geofencing on %s', (dialect) => {
  const clock = new FakeClock(Date.parse('2026-03-01T15:00:00Z'));
  let t: Awaited<ReturnType<typeof crmHub>>;
  let a: Awaited<ReturnType<typeof t.signedIn>>;
  let b: Awaited<ReturnType<typeof t.signedIn>>;

  beforeAll(async () => {
    t = await crmHub(dialect, { clock });
    a = await t.signedIn({ role: 'member' });
    b = await t.signedIn({ role: 'member' });
    const people = [
      { firstName: 'Ana', email: 'ana@example.com', address: address({ zip: '90212' }), tags: ['Buyer'] },
      {
        firstName: 'Ben',
        email: 'ben@example.com',
        company: 'Westwood Realty',
        address: address({ zip: '90024' }),
      },
      { firstName: 'Cy', email: 'cy@example.com', address: address({ city: 'Culver City', state: 'CA' }) },
      { firstName: 'Dee', email: 'dee@example.com', latitude: 34.095, longitude: -118.41, tags: ['family'] },
      { firstName: 'Ed', email: 'ed@example.com', address: address({ zip: '10001' }) },
      { firstName: 'Fay', email: 'fay@example.com' },
    ];
    for (const p of people) expect((await a.agent.post('/api/contacts', p)).status).toBe(201);
    // Another organisation's contact at the very spot: never seen by the first.
    await b.agent.post('/api/contacts', {
      firstName: 'Zed',
      email: 'zed@example.com',
      address: address({ zip: '90210' }),
    });
  });
  afterAll(() => t?.close());

  const nearby = async (agent: typeof a.agent, radius?: number) => {
    const qs = new URLSearchParams({ latitude: String(HERE.latitude), longitude: String(HERE.longitude) });
    if (radius) qs.set('radius', String(radius));
    const res = await agent.get(`/api/location/nearby-contacts?${qs}`);
    expect(res.status).toBe(200);
    return json<any[]>(res);
  };

  it('places contacts offline from ZIP, then city, and answers those within 5 miles sorted by distance', async () => {
    const got = await nearby(a.agent);
    expect(got.map((c) => c.first_name)).toEqual(['Dee', 'Ana', 'Ben']);
    const [dee, ana, ben] = got;
    expect(dee).toMatchObject({ contact_type: 'family', precision: 'gps', email: 'dee@example.com' });
    expect(ana).toMatchObject({ contact_type: 'buyer', precision: 'zip', last_known_location: '90212' });
    expect(ben).toMatchObject({ company: 'Westwood Realty', contact_type: null, precision: 'zip' });
    // Distances are the great-circle distances to the ZIP centroids.
    expect(ana.distance_miles).toBeCloseTo(
      milesBetween(HERE.latitude, HERE.longitude, 34.0619, -118.3995),
      1,
    );
    for (const c of got) expect(c.distance_miles).toBeLessThanOrEqual(5);
    // The contact saved with coordinates of its own shows the nearest place as its location.
    expect(dee.last_known_location).toMatch(/, CA 9\d{4}$/);
  });

  it('takes a wider radius, and the city-placed contact appears', async () => {
    const got = await nearby(a.agent, 10);
    expect(got.map((c) => c.first_name)).toEqual(['Dee', 'Ana', 'Ben', 'Cy']);
    expect(got[3]).toMatchObject({ precision: 'city', last_known_location: 'Culver City, CA' });
    const d = got.map((c) => c.distance_miles);
    expect([...d].sort((x, y) => x - y)).toEqual(d);
  });

  it('places a contact again when its address changes', async () => {
    const list = await json(await a.agent.get('/api/contacts?q=ed%40example.com'));
    const ed = list.items[0];
    expect(ed.latitude).toBeCloseTo(40.7484, 3);
    await a.agent.patch(`/api/contacts/${ed.id}`, { address: address({ zip: '90067' }) });
    expect((await nearby(a.agent)).map((c) => c.first_name)).toContain('Ed');
    await a.agent.patch(`/api/contacts/${ed.id}`, { address: address({ zip: '10001' }) });
    expect((await nearby(a.agent)).map((c) => c.first_name)).not.toContain('Ed');
  });

  it('updates the location: the nearest place, and alerts once per contact per day', async () => {
    const first = await a.agent.post('/api/location/update', { ...HERE, accuracy: 12 });
    expect(first.status).toBe(200);
    const r = await json(first);
    expect(r.location).toEqual({ address: 'Beverly Hills, CA 90210', ...HERE, accuracy: 12 });
    expect(r.alerts.map((x: any) => x.message)).toEqual([
      expect.stringMatching(/^Dee is 0\.\d+ miles away$/),
      expect.stringMatching(/^Ana is \d\.\d+ miles away$/),
      expect.stringMatching(/^Ben \(Westwood Realty\) is \d\.\d+ miles away$/),
    ]);
    for (const x of r.alerts)
      expect(x).toEqual({
        id: expect.any(String),
        contactId: expect.any(String),
        message: expect.any(String),
        distance: expect.any(Number),
      });
    // The same day, the same contacts: no new alerts.
    expect((await json(await a.agent.post('/api/location/update', { ...HERE, accuracy: 5 }))).alerts).toEqual(
      [],
    );
    // Another user of the organisation gets their own alerts.
    const other = await t.signedIn({ role: 'viewer', orgId: a.orgId });
    expect((await json(await other.agent.post('/api/location/update', HERE))).alerts).toHaveLength(3);
    // The next day, alerts again.
    clock.advance(24 * 3600_000);
    expect((await json(await a.agent.post('/api/location/update', HERE))).alerts).toHaveLength(3);
  });

  it("never answers another organisation's contacts", async () => {
    const got = await nearby(b.agent);
    expect(got.map((c) => c.first_name)).toEqual(['Zed']);
    const r = await json(await b.agent.post('/api/location/update', HERE));
    expect(r.alerts.map((x: any) => x.message)).toEqual([expect.stringMatching(/^Zed is 0 miles away$/)]);
  });

  it('answers 400 with the field issues on bad input', async () => {
    const bad = await a.agent.post('/api/location/update', { latitude: 91, longitude: 'x' });
    expect(bad.status).toBe(400);
    const body = await json(bad);
    expect(body.issues.map((i: any) => String(i.path)).sort()).toEqual(['latitude', 'longitude']);
    const q = await a.agent.get('/api/location/nearby-contacts?latitude=abc&longitude=0&radius=-1');
    expect(q.status).toBe(400);
    expect((await json(q)).issues.map((i: any) => String(i.path)).sort()).toEqual(['latitude', 'radius']);
  });
});

describe.each(testDialects)('the nearby search on %s', (dialect) => {
  it('reads the spatial index, not the contacts table', async () => {
    const t = await crmHub(dialect);
    try {
      const db = t.hub.ctx.db as unknown as CrmDb;
      const index = await spatialIndexOf(db, dialect)();
      expect(index).toBe(dialect === 'sqlite' ? 'rtree' : 'cube');
      const q = candidatesQuery(index, 'org', HERE.latitude, HERE.longitude, 5);
      const plan = await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
        const explain = dialect === 'sqlite' ? sql`explain query plan ` : sql`explain `;
        const rows = (await sql`${explain}${q}`.execute(trx)).rows as Record<string, unknown>[];
        return rows.map((r) => Object.values(r).join(' ')).join('\n');
      });
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/VIRTUAL TABLE INDEX .*crm_contacts_geo|SCAN g VIRTUAL TABLE INDEX/);
        expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
      } else expect(plan).toMatch(/crm_contacts_geo_cube_idx/);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('placing many contacts on %s', (dialect) => {
  it('places a few in the request and leaves the rest to the geocoding job', async () => {
    const t = await crmHub(dialect, { startJobs: true });
    try {
      const a = await t.signedIn({ role: 'member' });
      const at = new Date().toISOString();
      const rows = Array.from({ length: 1500 }, (_, i) => ({
        id: crypto.randomUUID(),
        orgId: a.orgId,
        email: `p${i}@example.com`,
        emailKey: `p${i}@example.com`,
        zip: '90212',
        createdAt: at,
        updatedAt: at,
      }));
      for (let i = 0; i < rows.length; i += 250)
        await t.hub.ctx.db
          .insertInto('crm_contacts')
          .values(rows.slice(i, i + 250))
          .execute();
      const qs = `latitude=${HERE.latitude}&longitude=${HERE.longitude}`;
      const first = await json<any[]>(await a.agent.get(`/api/location/nearby-contacts?${qs}`));
      expect(first.length).toBeGreaterThanOrEqual(1000);
      await until(
        async () =>
          (await json<any[]>(await a.agent.get(`/api/location/nearby-contacts?${qs}`))).length === 1500,
      );
      const jobs = () =>
        t.hub.ctx.db
          .selectFrom('jobs')
          .select(['type', 'status', 'orgId'])
          .where('type', '=', 'crm.location-geocode')
          .execute();
      // The job records its completion just after placing its last contacts.
      await until(async () => (await jobs()).every((j) => j.status !== 'running'));
      expect(await jobs()).toEqual([{ type: 'crm.location-geocode', status: 'completed', orgId: a.orgId }]);
    } finally {
      await t.close();
    }
  });
});
