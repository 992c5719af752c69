import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { crmService } from '../../shared/index.ts';
import { crmHub } from '../test/fixtures.ts';

describe.each(testDialects)('crm service contacts.findByPhone on %s', (dialect) => {
  it("finds an organisation's contacts by any of the given phone spellings, never another's", async () => {
    const t = await crmHub(dialect);
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const crm = t.hub.ctx.use(crmService);
      const ada = await crm.contacts.create(a.orgId, { firstName: 'Ada', phone: '+15551234567' });
      await crm.contacts.create(a.orgId, { firstName: 'Bob', phone: '+15550000000' });
      const found = await crm.contacts.findByPhone(a.orgId, ['(555) 123-4567', '+15551234567']);
      expect(found.map((c) => c.id)).toEqual([ada.id]);
      expect(await crm.contacts.findByPhone(b.orgId, ['+15551234567'])).toEqual([]);
      expect(await crm.contacts.findByPhone(a.orgId, ['', '  '])).toEqual([]);
      expect((await crm.contacts.all(a.orgId)).map((c) => c.firstName).sort()).toEqual(['Ada', 'Bob']);
      expect(await crm.contacts.all(b.orgId)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
