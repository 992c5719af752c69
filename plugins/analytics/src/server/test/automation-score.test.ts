import { createTestHub, testDialects, until } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import { crmService } from '@ecohub/plugin-crm/shared';
import ecosystem from '@ecohub/plugin-ecosystem';
import marketing from '@ecohub/plugin-marketing';
import { describe, expect, it } from 'vitest';
import analytics from '../index.ts';

describe.each(testDialects)('the Automation Score card with the marketing plugin on %s', (dialect) => {
  it("comes from the organisation's workflow runs, without the not-installed note", async () => {
    const t = await createTestHub({
      dialect,
      plugins: [ecosystem, crm, marketing, analytics],
      startJobs: true,
    });
    try {
      const a = await t.signedIn({ role: 'owner' });
      const before = await (await a.agent.get('/api/dashboard/stats')).json();
      expect(before.automationScore).toBe(0);
      expect(before.notes.automationScore).toBeUndefined();
      const wf = await a.agent.post('/api/workflows', {
        name: 'Tag leads',
        type: 'contact-created',
        actions: [{ type: 'tag', tag: 'new' }],
      });
      expect(wf.status).toBe(201);
      await t.hub.ctx.use(crmService).contacts.create(a.orgId, { email: 'lea@example.com' });
      await until(
        async () => (await (await a.agent.get('/api/dashboard/stats')).json()).automationScore === 100,
      );
      // Another organisation's card is its own.
      const b = await t.signedIn();
      expect((await (await b.agent.get('/api/dashboard/stats')).json()).automationScore).toBe(0);
    } finally {
      await t.close();
    }
  });
});
