import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { crmHub, crmOf, json } from './fixtures.ts';

describe.each(testDialects)('tenancy of the prepared statements on %s', (dialect) => {
  it("the import's contact update changes nothing of another organisation's contact", async () => {
    const t = await crmHub(dialect);
    try {
      const a = await t.signedIn({ role: 'member' });
      const b = await t.signedIn({ role: 'member' });
      const ada = await json(
        await a.agent.post('/api/contacts', { firstName: 'Ada', email: 'ada@example.com', company: 'Old' }),
      );
      const { updateContact } = crmOf(t.hub).statements;
      const values = {
        id: ada.id,
        firstName: 'Eve',
        lastName: '',
        phone: '',
        company: 'Hijacked',
        source: '',
        status: 'lead',
        value: 0,
        street: null,
        city: null,
        state: null,
        zip: null,
        tags: '[]',
        emailKey: 'ada@example.com',
        lastKey: '',
        nameKey: 'eve',
        updatedAt: '2026-01-01T00:00:00.000Z',
      };
      await updateContact({ ...values, orgId: b.orgId });
      expect(await json(await a.agent.get(`/api/contacts/${ada.id}`))).toMatchObject({
        firstName: 'Ada',
        company: 'Old',
      });
      // The same statement with the contact's own organisation does change it.
      await updateContact({ ...values, orgId: a.orgId });
      expect(await json(await a.agent.get(`/api/contacts/${ada.id}`))).toMatchObject({
        firstName: 'Eve',
        company: 'Hijacked',
      });
    } finally {
      await t.close();
    }
  });
});
