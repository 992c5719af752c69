import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import type { SyncRecord } from '../../shared/sync.ts';
import { iphoneHub } from './fixtures.ts';

describe.each(testDialects)('iphone-sync demo data on %s', (dialect) => {
  it('seeds one processed sync of each type that the public demo reads, and nothing elsewhere', async () => {
    const t = await iphoneHub(dialect);
    try {
      const other = await t.signedIn();
      const demo = await seedDemo(t.hub);
      expect(demo.plugins).toContain('iphone-sync');
      const res = await t.request('/api/iphone/sync-records', { headers: { [DEMO_HEADER]: '1' } });
      const records: SyncRecord[] = await res.json();
      expect(records.map((r) => [r.sync_type, r.processed, r.device]).sort()).toEqual([
        ['calls', true, 'Demo iPhone'],
        ['contacts', true, 'Demo iPhone'],
        ['messages', true, 'Demo iPhone'],
      ]);
      const crm = t.hub.ctx.use(crmService);
      expect(await crm.contacts.findByEmail(demo.orgId, 'sarah.johnson@example.com')).toMatchObject({
        phone: '+15559876543',
        source: 'iphone',
      });
      expect(await (await other.agent.get('/api/iphone/sync-records')).json()).toEqual([]);
      const write = await t.request('/api/iphone/tokens', {
        method: 'POST',
        headers: { [DEMO_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(write.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
