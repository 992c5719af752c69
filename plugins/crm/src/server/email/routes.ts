import { type HubApp, notFound, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { z } from 'zod';
import {
  type EmailAccountAdded,
  type EmailProvider,
  type EmailSyncStatus,
  emailAccountInputSchema,
  emailProcessSchema,
} from '../../shared/email.ts';
import type { CrmHub } from '../hub.ts';
import { toAccount } from './accounts.ts';
import { listConversations } from './conversations.ts';
import { OAUTH_CALLBACK } from './oauth.ts';
import type { EmailSetup } from './setup.ts';
import { EMAIL_SYNC_JOB } from './sync.ts';

const ID = ':id{[0-9a-f-]{36}}';
const idParam = z.object({ id: z.uuid() });

/** Spec 001 §7's email calls, and what a real mailbox connection needs besides (sync now, remove, OAuth). */
export function emailRoutes(app: HubApp, hub: CrmHub, email: EmailSetup) {
  const { accounts, processing, inbound, oauth } = email;
  const queueSync = (orgId: string, accountId: string) =>
    hub.jobs.enqueue(EMAIL_SYNC_JOB, { accountId }, { orgId, maxAttempts: 1 });

  app.get('/api/email/sync-status', requirePermission('contacts:read', { allowDemo: true }), async (c) => {
    const orgId = orgOf(c);
    const [list, bccAddress] = await Promise.all([accounts.list(orgId), inbound.addressOf(orgId)]);
    return c.json({ accounts: list, bccAddress } satisfies EmailSyncStatus);
  });

  app.post(
    '/api/email/sync-status',
    requirePermission('email:connect'),
    validate('json', emailAccountInputSchema),
    async (c) => {
      const orgId = orgOf(c);
      const body = c.req.valid('json');
      const provider = body.provider as EmailProvider;
      const row = await accounts.add(orgId, body, oauth.configured(provider));
      let authorizeUrl: string | null = null;
      let jobId: string | null = null;
      if (row.secret) jobId = await queueSync(orgId, row.id);
      else if (row.authMethod === 'oauth')
        authorizeUrl = await oauth.authorizeUrl(orgId, row.id, provider, row.email);
      return c.json({ account: toAccount(row, 0), jobId, authorizeUrl } satisfies EmailAccountAdded, 201);
    },
  );

  app.post(
    `/api/email/accounts/${ID}/sync`,
    requirePermission('email:connect'),
    validate('param', idParam),
    async (c) => {
      const orgId = orgOf(c);
      const a = await accounts.get(orgId, c.req.valid('param').id);
      if (!a) throw notFound('Email account not found');
      return c.json({ jobId: await queueSync(orgId, a.id) }, 202);
    },
  );

  app.delete(
    `/api/email/accounts/${ID}`,
    requirePermission('email:connect'),
    validate('param', idParam),
    async (c) => {
      if (!(await accounts.remove(orgOf(c), c.req.valid('param').id)))
        throw notFound('Email account not found');
      return c.body(null, 204);
    },
  );

  // The provider sends the user back here; the sealed state names the organisation and account.
  app.get(OAUTH_CALLBACK, async (c) => {
    const url = new URL(c.req.url);
    const done = await oauth.complete(url);
    await accounts.grant(done.orgId, done.accountId, done.refreshToken);
    await queueSync(done.orgId, done.accountId);
    return c.redirect('/dashboard', 302);
  });

  app.get('/api/email/conversations', requirePermission('contacts:read', { allowDemo: true }), async (c) =>
    c.json(await listConversations(hub, orgOf(c))),
  );

  app.get('/api/emails/processing-jobs', requirePermission('contacts:read', { allowDemo: true }), async (c) =>
    c.json(await processing.list(orgOf(c))),
  );

  app.post(
    '/api/emails/process',
    requirePermission('contacts:write'),
    validate('json', emailProcessSchema),
    async (c) => {
      const started = await processing.start(principalOf(c).orgId, c.req.valid('json'));
      return c.json(started, started.duplicate ? 200 : 202);
    },
  );
}
