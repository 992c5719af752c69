import { coreServices, type HubApp, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { z } from 'zod';
import { CONTACTS_PER_SOURCE, idParamSchema, sourceInputSchema } from '../../shared/index.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmHub } from '../hub.ts';
import { type SourceService, toAppSource } from './service.ts';

/** A source id (newId: a UUID). */
const ID = ':id{[0-9a-f-]{36}}';

export function sourceRoutes(
  app: HubApp,
  hub: CrmHub,
  { sources, contacts }: { sources: SourceService; contacts: ContactService },
) {
  app.get('/api/app-sources', requirePermission('contacts:read', { allowDemo: true }), async (c) =>
    c.json((await sources.list(orgOf(c))).map(toAppSource)),
  );

  app.post(
    '/api/app-sources',
    requirePermission('sources:manage'),
    validate('json', sourceInputSchema),
    async (c) => c.json(toAppSource(await sources.create(orgOf(c), c.req.valid('json'))), 201),
  );

  app.delete(
    `/api/app-sources/${ID}`,
    requirePermission('sources:manage'),
    validate('param', idParamSchema),
    async (c) => {
      await sources.remove(orgOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.get(
    '/api/contacts/by-source',
    requirePermission('contacts:read', { allowDemo: true }),
    validate(
      'query',
      z.object({ limit: z.coerce.number().int().min(1).max(50).default(CONTACTS_PER_SOURCE) }).strict(),
    ),
    async (c) => c.json(await sources.contactsBySource(orgOf(c), c.req.valid('query').limit)),
  );

  app.post('/api/contacts/integrate-users', requirePermission('contacts:write'), async (c) => {
    const p = principalOf(c);
    const r = await sources.integrateUsers(p.orgId, p.user?.id ?? null);
    return c.json({ integrated: r.created, skipped: r.skipped });
  });

  // Spec 001: "creates a sample user and contact". The user is a viewer of the organisation with no
  // password (it cannot sign in) on a reserved example.com address; the contact is that user's (same
  // name and address, so integrating the users later skips it) and joins the first source.
  app.post('/api/contacts/create-example', requirePermission('contacts:write'), async (c) => {
    const p = principalOf(c);
    const core = hub.use(coreServices);
    // A numbered example so the button works more than once without an email clash.
    const n = (await contacts.count(p.orgId)) + 1;
    const stamp = hub.clock.now().getTime().toString(36);
    const email = `example.contact.${n}.${stamp}@example.com`;
    // Both plan limits before anything is written: a refused seat leaves no contact behind.
    await hub.quotas.check(p.orgId, 'users', (await core.orgs.members(p.orgId)).length + 1);
    const first = (await sources.list(p.orgId))[0];
    const contact = await contacts.create(
      p.orgId,
      {
        firstName: 'Example',
        lastName: `Contact ${n}`,
        email,
        company: 'Example Co',
        source: first?.name ?? 'Example',
        status: 'lead',
        tags: ['example'],
      },
      p.user?.id,
    );
    const user = await core.users.create({ email, firstName: 'Example', lastName: `Contact ${n}` });
    await core.orgs.addMember(p.orgId, user.id, 'viewer');
    return c.json({ user: { id: user.id, email: user.email }, contact }, 201);
  });

  app.post('/api/contacts/tag-sources', requirePermission('contacts:write'), async (c) =>
    c.json({ updated: await sources.tag(orgOf(c)) }),
  );
}
