import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { crmService } from '../../shared/index.ts';
import { crmHub } from '../test/fixtures.ts';

describe.each(testDialects)('crm service contacts.findByEmail on %s', (dialect) => {
  it("finds an organisation's contact by email, case-insensitively, and never another's", async () => {
    const t = await crmHub(dialect);
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const crm = t.hub.ctx.use(crmService);
      const ada = await crm.contacts.create(a.orgId, { firstName: 'Ada', email: 'Ada@Example.com' });
      expect((await crm.contacts.findByEmail(a.orgId, ' ada@example.COM '))?.id).toBe(ada.id);
      expect(await crm.contacts.findByEmail(b.orgId, 'ada@example.com')).toBeNull();
      expect(await crm.contacts.findByEmail(a.orgId, '')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
