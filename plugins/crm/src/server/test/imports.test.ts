import { num } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { crmHub, json } from './fixtures.ts';
import { GOOGLE_CSV, OUTLOOK_CSV } from './fixtures-csv.ts';

describe.each(testDialects)('CSV import on %s', (dialect) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function setup() {
    const t = await crmHub(dialect, { startJobs: true });
    close = () => t.close();
    const a = await t.signedIn({ role: 'member' });
    const b = await t.signedIn({ role: 'member' });
    const importCsv = async (who: typeof a, csvData: string, filename = 'contacts.csv', extra = {}) => {
      const res = await who.agent.post('/api/contacts/import-csv', { csvData, filename, ...extra });
      const body = await json(res);
      if (res.status === 202) await t.hub.ctx.jobs.wait(body.jobId, 15_000);
      return { res, body };
    };
    const status = async (who: typeof a, jobId: string) =>
      json(await who.agent.get(`/api/contacts/import-status?jobId=${jobId}`));
    const all = async (who: typeof a) =>
      (await json(await who.agent.get('/api/contacts?sort=name&limit=200'))).items;
    return { t, a, b, importCsv, status, all };
  }

  it('imports a Google Contacts export with accents and quoted commas', async () => {
    const { a, importCsv, status, all } = await setup();
    const { res, body } = await importCsv(a, GOOGLE_CSV, 'google.csv');
    expect(res.status).toBe(202);
    expect(body.preview).toEqual([
      {
        firstName: 'José',
        lastName: 'García',
        email: 'jose.garcia@example.com',
        company: 'García, Hijos y Asociados',
      },
      { firstName: 'Zoë', lastName: 'Ångström', email: 'zoe@example.se', company: 'Fjord Studio, AB' },
      { firstName: 'Renée', lastName: "O'Neil", email: 'RENEE@Example.com', company: 'Keystone Advisors' },
    ]);
    expect(await status(a, body.jobId)).toMatchObject({
      status: 'completed',
      processed_rows: 3,
      total_rows: 3,
      successful_imports: 3,
      failed_imports: 0,
    });
    const people = await all(a);
    expect(people.map((c: any) => [c.firstName, c.lastName, c.phone, c.company])).toEqual([
      ['José', 'García', '+34 600 123 456', 'García, Hijos y Asociados'],
      ['Renée', "O'Neil", '555-0100', 'Keystone Advisors'],
      ['Zoë', 'Ångström', '', 'Fjord Studio, AB'],
    ]);
    expect(people[0].tags).toEqual(['myContacts', 'Clients']);
    expect(people[0].source).toBe('CSV Import');
  });

  it('imports an Outlook export (BOM, CRLF) with its address columns', async () => {
    const { a, importCsv, status, all } = await setup();
    const { body } = await importCsv(a, OUTLOOK_CSV, 'outlook.csv');
    expect(await status(a, body.jobId)).toMatchObject({ status: 'completed', successful_imports: 2 });
    const people = await all(a);
    const l = people.find((c: any) => c.firstName === 'Łukasz');
    const s = people.find((c: any) => c.firstName === 'Siobhán');
    expect(l).toMatchObject({
      firstName: 'Łukasz',
      lastName: 'Kowalski',
      email: 'lukasz.k@example.pl',
      phone: '+48 501 222 333',
      company: 'Kowalski, Nowak & Partners',
      address: { street: '12 Rynek Główny', city: 'Kraków', state: 'Małopolska', zip: '31-042' },
    });
    expect(s).toMatchObject({
      lastName: 'Ó Briain',
      company: 'Harbor & Pine',
      address: { street: '', city: 'Dublin', state: '', zip: 'D02' },
    });
  });

  it('detects the delimiter and honours an explicit mapping', async () => {
    const { a, importCsv, all } = await setup();
    const csv = 'Vorname;Nachname;Mail;Firma\nJürgen;Schäfer;j@example.de;"Müller; GmbH"\n';
    const { body } = await importCsv(a, csv, 'de.csv', {
      mapping: { Vorname: 'firstName', Nachname: 'lastName', Mail: 'email', Firma: 'company' },
    });
    expect(body.mapping).toEqual({
      Vorname: 'firstName',
      Nachname: 'lastName',
      Mail: 'email',
      Firma: 'company',
    });
    expect((await all(a))[0]).toMatchObject({ firstName: 'Jürgen', company: 'Müller; GmbH' });
  });

  it('updates existing contacts for duplicate emails, in the database and within the file, and reports failed rows', async () => {
    const { a, importCsv, status, all } = await setup();
    await a.agent.post('/api/contacts', {
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      company: 'Old Co',
    });
    const csv = [
      'First Name,Last Name,Email,Company,Phone',
      'Ada,Lovelace,ADA@example.com,Analytical Engines,',
      'Bob,Stone,bob@example.com,,111',
      'Bobby,,bob@EXAMPLE.com,Stone Inc,',
      ',,,,',
      'Eve,Bad,not-an-email,,',
      ',,,Nameless Co,222',
    ].join('\n');
    const { body } = await importCsv(a, csv);
    expect(await status(a, body.jobId)).toMatchObject({
      status: 'completed',
      total_rows: 5,
      processed_rows: 5,
      successful_imports: 3,
      failed_imports: 2,
      created: 1,
      // Ada's row and Bobby's (into the Bob created two rows earlier): successful = created + updated.
      updated: 2,
    });
    const people = await all(a);
    expect(people.map((c: any) => [c.firstName, c.lastName, c.email, c.company, c.phone])).toEqual([
      ['Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines', ''],
      ['Bobby', 'Stone', 'bob@example.com', 'Stone Inc', '111'],
    ]);
    const res = await a.agent.get(`/api/contacts/imports/${body.jobId}/failures.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows).toEqual([
      ['Row', 'Reason', 'First Name', 'Last Name', 'Email', 'Company', 'Phone'],
      ['6', "Invalid email address 'not-an-email'", 'Eve', 'Bad', 'not-an-email', '', ''],
      ['7', 'Missing name and email', '', '', '', 'Nameless Co', '222'],
    ]);
    // One activity summarises the import; undo finds the per-contact changes in its own records.
    const acts = await json(await a.agent.get('/api/activities'));
    expect(acts.items[0]).toMatchObject({
      type: 'import_completed',
      description: 'Imported contacts.csv: 1 created, 2 updated, 2 failed',
    });
  });

  it('counts one email three times as 1 created and 2 updated, so the counters add up', async () => {
    // Issue #11, finding 13: this file reported successful 3 / created 1 / updated 0.
    const { a, importCsv, status, all } = await setup();
    const csv = ['Email,First Name', 'ada@example.com,Ada', 'ADA@example.com,', 'ada@example.com,Ada'].join(
      '\n',
    );
    const { body } = await importCsv(a, csv);
    expect(await status(a, body.jobId)).toMatchObject({
      status: 'completed',
      processed_rows: 3,
      successful_imports: 3,
      failed_imports: 0,
      created: 1,
      updated: 2,
    });
    expect(await all(a)).toHaveLength(1);
  });

  it('fails a row whose cell is longer than its field’s limit, with the reason, instead of cutting it', async () => {
    // Issue #11, finding 13: a 5 MB first-name cell silently became 100 characters.
    const { a, importCsv, status, all } = await setup();
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const csv = [
      'First Name,Email,Company,Tags',
      `${huge},big@example.com,,`,
      `Ada,ada@example.com,${'c'.repeat(201)},`,
      `Bob,bob@example.com,,${'t'.repeat(51)}`,
      `Eve,eve@example.com,${'c'.repeat(200)},ok`,
    ].join('\n');
    const { body } = await importCsv(a, csv);
    expect(await status(a, body.jobId)).toMatchObject({
      status: 'completed',
      processed_rows: 4,
      successful_imports: 1,
      failed_imports: 3,
      created: 1,
      updated: 0,
    });
    expect((await all(a)).map((c: any) => c.email)).toEqual(['eve@example.com']);
    const res = await a.agent.get(`/api/contacts/imports/${body.jobId}/failures.csv`);
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['2', 'First name is longer than 100 characters (5,242,880)'],
      ['3', 'Company is longer than 200 characters (201)'],
      ['4', `Tag '${'t'.repeat(40)}…' is longer than 50 characters (51)`],
    ]);
  });

  it('refuses files over the limits with a clear message and imports nothing', async () => {
    const { t, a } = await setup();
    const rows = Array.from({ length: 50_001 }, (_, i) => `P${i},x${i}@e.co`);
    const tooMany = await a.agent.post('/api/contacts/import-csv', {
      csvData: ['First Name,Email', ...rows].join('\n'),
      filename: 'big.csv',
    });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toBe(
      'The CSV file has 50,001 rows; the limit is 50,000 rows per import',
    );
    const big = `First Name,Notes\n${`Ada,${'x'.repeat(1000)}\n`.repeat(10_500)}`;
    const tooBig = await a.agent.post('/api/contacts/import-csv', { csvData: big, filename: 'big.csv' });
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toMatch(/10 MiB/);
    const noColumns = await a.agent.post('/api/contacts/import-csv', {
      csvData: 'Foo,Bar\n1,2',
      filename: 'x.csv',
    });
    expect(noColumns.status).toBe(400);
    expect((await json(noColumns)).message).toBe('No name or email column found in the CSV header');
    for (const body of [
      {},
      { csvData: '', filename: 'x.csv' },
      { csvData: 'a', filename: '' },
      { csvData: 1, filename: 'x' },
    ]) {
      expect((await a.agent.post('/api/contacts/import-csv', body)).status).toBe(400);
    }
    expect(
      (await a.agent.post('/api/contacts/import-csv', { csvData: 'Email\n', filename: 'x.csv' })).status,
    ).toBe(400);
    const n = await t.hub.ctx.db
      .selectFrom('crm_contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(num(n?.n)).toBe(0);
    const imports = await t.hub.ctx.db.selectFrom('crm_imports').select('id').execute();
    expect(imports).toEqual([]);
  });

  it('undoes an import: removes created contacts and restores the fields it changed', async () => {
    const { a, importCsv, status, all } = await setup();
    const ada = await json(
      await a.agent.post('/api/contacts', {
        firstName: 'Ada',
        email: 'ada@example.com',
        company: 'Old Co',
        phone: '1',
        status: 'lead',
        tags: ['kept'],
      }),
    );
    const grace = await json(
      await a.agent.post('/api/contacts', {
        firstName: 'Grace',
        email: 'grace@example.com',
        company: 'Navy',
      }),
    );
    const csv = [
      'First Name,Last Name,Email,Company,Phone,Lifecycle Stage,Tags',
      'Ada,Lovelace,ada@example.com,New Co,2,customer,imported',
      'Grace,Hopper,grace@example.com,Yale,,,',
      'Alan,Turing,alan@example.com,Bletchley,,,',
    ].join('\n');
    const { body } = await importCsv(a, csv);
    expect(await status(a, body.jobId)).toMatchObject({ created: 1, updated: 2 });
    // A later edit of a field the import changed wins over the undo.
    await a.agent.patch(`/api/contacts/${grace.id}`, { company: 'US Navy' });

    const res = await a.agent.post(`/api/contacts/imports/${body.jobId}/undo`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ removed: 1, restored: 2 });
    const people = await all(a);
    expect(people.map((c: any) => c.email)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(people[0]).toMatchObject({
      id: ada.id,
      lastName: '',
      company: 'Old Co',
      phone: '1',
      status: 'lead',
      tags: ['kept'],
    });
    expect(people[1]).toMatchObject({ lastName: '', company: 'US Navy' });
    expect(await status(a, body.jobId)).toMatchObject({ undone: true });
    expect((await a.agent.post(`/api/contacts/imports/${body.jobId}/undo`)).status).toBe(409);
    const acts = await json(await a.agent.get('/api/activities'));
    expect(acts.items[0]).toMatchObject({
      type: 'import_undone',
      description: 'Undid import contacts.csv: 1 removed, 2 restored',
    });
  });

  it('undo restores every field an import changed on a contact, also in different batches', async () => {
    const { a, importCsv, status, all } = await setup();
    const ada = await json(
      await a.agent.post('/api/contacts', {
        firstName: 'Ada',
        email: 'ada@example.com',
        company: 'Old Co',
        phone: '1',
      }),
    );
    // The two rows for Ada are thousands of rows apart: different batches, different fields.
    const filler = Array.from({ length: 4500 }, (_, i) => `P${i},,p${i}@example.com,,`);
    const csv = [
      'First Name,Last Name,Email,Company,Phone',
      'Ada,,ada@example.com,New Co,',
      ...filler,
      'Ada,,ADA@example.com,,2',
    ].join('\n');
    const { body } = await importCsv(a, csv);
    expect(await status(a, body.jobId)).toMatchObject({ status: 'completed', created: 4500, updated: 2 });
    const changed = (await all(a)).find((c: any) => c.id === ada.id);
    expect(changed).toMatchObject({ company: 'New Co', phone: '2' });

    const res = await a.agent.post(`/api/contacts/imports/${body.jobId}/undo`);
    expect(await json(res)).toEqual({ removed: 4500, restored: 1 });
    const people = await all(a);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ id: ada.id, company: 'Old Co', phone: '1' });
  });

  it('answers 404 for another organisation’s import and changes nothing', async () => {
    const { a, b, importCsv, all } = await setup();
    const { body } = await importCsv(a, 'Email\nx@example.com\n');
    expect((await b.agent.get(`/api/contacts/import-status?jobId=${body.jobId}`)).status).toBe(404);
    expect((await b.agent.get(`/api/contacts/imports/${body.jobId}/failures.csv`)).status).toBe(404);
    expect((await b.agent.post(`/api/contacts/imports/${body.jobId}/undo`)).status).toBe(404);
    expect((await all(a)).length).toBe(1);
    expect((await a.agent.get('/api/contacts/import-status')).status).toBe(400);
  });

  it('stops creating at the plan limit and reports those rows as failed', async () => {
    const { t, a, importCsv, status } = await setup();
    const { HttpError } = await import('@ecohub/core');
    // Like the billing plugin's, this checker reads the database: the import must not hold a
    // transaction while it asks (SQLite has one connection).
    t.hub.ctx.quotas.provide(async (orgId, r, next) => {
      await t.hub.ctx.db
        .selectFrom('organizations')
        .select('plan')
        .where('id', '=', orgId)
        .executeTakeFirst();
      if (r === 'contacts' && next > 2) throw new HttpError(402, 'The Starter plan allows 2 contacts');
    });
    const { body } = await importCsv(a, 'Email\na@x.co\nb@x.co\nc@x.co\n');
    expect(await status(a, body.jobId)).toMatchObject({ successful_imports: 2, failed_imports: 1 });
    const csv = await (await a.agent.get(`/api/contacts/imports/${body.jobId}/failures.csv`)).text();
    expect(csv).toContain('4,The Starter plan allows 2 contacts,c@x.co');
  });
});
