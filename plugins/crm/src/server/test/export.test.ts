import { testDialects } from '@ecohub/core/testing';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { crmHub, json } from './fixtures.ts';

describe.each(testDialects)('CSV export on %s', (dialect) => {
  it('exports every contact and neutralises formulas', async () => {
    const t = await crmHub(dialect);
    try {
      const a = await t.signedIn({ role: 'member' });
      await a.agent.post('/api/contacts', {
        firstName: '=HYPERLINK("http://evil")',
        lastName: '+1',
        company: '@SUM(A1)',
      });
      await a.agent.post('/api/contacts', {
        firstName: 'José',
        lastName: 'García',
        company: '-2, Inc',
        value: 12345,
      });
      // The API trims fields; a sibling app's data may still hold a leading tab or CR.
      const tab = await json(await a.agent.post('/api/contacts', { firstName: 'Tab' }));
      await t.hub.ctx.db
        .updateTable('crm_contacts')
        .set({ firstName: '\tTab', lastName: '\rCR' })
        .where('id', '=', tab.id)
        .execute();
      const res = await a.agent.get('/api/contacts/export.csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="contacts-\d{4}-\d\d-\d\d\.csv"/,
      );
      const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data;
      expect(rows[0].slice(0, 3)).toEqual(['First Name', 'Last Name', 'Email']);
      const cells = rows.slice(1).map((r) => [r[0], r[1], r[4], r[7]]);
      expect(cells).toContainEqual([`'=HYPERLINK("http://evil")`, "'+1", "'@SUM(A1)", '0.00']);
      expect(cells).toContainEqual(['José', 'García', "'-2, Inc", '123.45']);
      expect(cells).toContainEqual(["'\tTab", "'\rCR", '', '0.00']);
      expect((await a.agent.get('/api/contacts/export.csv?status=nope')).status).toBe(400);
      const v = await t.signedIn({ role: 'viewer', orgId: a.orgId });
      expect((await v.agent.get('/api/contacts/export.csv')).status).toBe(403);
      const b = await t.signedIn({ role: 'member' });
      const other = Papa.parse<string[]>(await (await b.agent.get('/api/contacts/export.csv')).text(), {
        skipEmptyLines: true,
      });
      expect(other.data.length).toBe(1);
    } finally {
      await t.close();
    }
  });
});
