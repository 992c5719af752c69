import { coreServices } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { EmailConversation, EmailProcessingJob, EmailSyncStatus } from '../../shared/email.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedEmailDemo } from '../seed/email-demo.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

describe.each(testDialects)('the email demo seed on %s', (dialect) => {
  it('gives the demo organisation mailboxes, threads and processing jobs, once, and no one else', async () => {
    const t = await crmHub(dialect);
    try {
      const core = t.hub.ctx.use(coreServices);
      const demo = await core.orgs.create({ name: 'Demo', isDemo: true });
      const { ctx } = t.hub.running('crm');
      for (let i = 0; i < 2; i++) {
        await seedDemo(ctx as never, crmOf(t.hub), { orgId: demo.id, ownerId: 'owner' });
        await seedEmailDemo(ctx as never, { orgId: demo.id, ownerId: 'owner' });
      }
      const headers = { 'x-ecohub-demo': '1' };
      const status = await json<EmailSyncStatus>(await t.request('/api/email/sync-status', { headers }));
      expect(status.accounts.map((a) => [a.provider, a.isActive])).toEqual([
        ['gmail', true],
        ['godaddy', false],
      ]);
      expect(status.accounts[1]!.lastError).toMatch(/Authentication failed/);
      const conversations = await json<EmailConversation[]>(
        await t.request('/api/email/conversations', { headers }),
      );
      expect(conversations).toHaveLength(5);
      expect(conversations.some((c) => c.messageCount > 1)).toBe(true);
      expect(conversations.every((c) => c.contactId)).toBe(true);
      const jobs = await json<EmailProcessingJob[]>(
        await t.request('/api/emails/processing-jobs', { headers }),
      );
      expect(jobs).toHaveLength(5);
      expect(jobs.filter((j) => j.contact_created)).toHaveLength(2);
      expect(jobs.filter((j) => j.error_message)).toHaveLength(1);

      // An organisation of its own sees none of the demo's.
      const a = await t.signedIn();
      expect((await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'))).accounts).toEqual([]);
      expect(await json(await a.agent.get('/api/email/conversations'))).toEqual([]);
      expect(await json(await a.agent.get('/api/emails/processing-jobs'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
