import {
  type HubApp,
  type HubContext,
  num,
  orgOf,
  principalOf,
  requirePermission,
  validate,
} from '@ecohub/core';
import { z } from 'zod';
import {
  CONTACTS_PER_SOURCE,
  idParamSchema,
  type SourceContacts,
  sourceInputSchema,
} from '../../shared/index.ts';
import { activityService } from '../activities/service.ts';
import { contactService } from '../contacts/service.ts';
import { planPeople } from '../contacts/upsert.ts';
import { sourceService, toAppSource } from './service.ts';
import { tagSources } from './tagging.ts';

/** Where the organisation's own users come from when they become contacts. */
export const HUB_USERS_SOURCE = 'Ecosystem Hub';

/** Users of the organisation become contacts once; existing emails are skipped. */
export async function integrateUsers(hub: HubContext, orgId: string, actorId: string | null) {
  const members = await hub.services<any>('core').orgs.members(orgId);
  const contactCount = await contactService(hub).count(orgId);
  const plan = await planPeople(hub, orgId, members, {
    source: HUB_USERS_SOURCE,
    mode: 'skip',
    contactCount,
  });
  return hub.db.transaction().execute(async (trx) => {
    await plan.write(trx);
    const r = plan.result;
    if (r.created > 0)
      await activityService(hub).record(
        orgId,
        { type: 'contact_added', description: `Integrated ${r.created} users as contacts`, actorId },
        trx,
      );
    return r;
  });
}

export function sourceRoutes(app: HubApp, hub: HubContext) {
  const sources = sourceService(hub);

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
    '/api/app-sources/:id',
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
    async (c) => {
      const orgId = orgOf(c);
      const { limit } = c.req.valid('query');
      const counts = await hub.db
        .selectFrom('crm_contacts')
        .select((eb) => ['source', eb.fn.countAll().as('n')])
        .where('orgId', '=', orgId)
        .groupBy('source')
        .execute();
      const out: Record<string, SourceContacts> = {};
      for (const s of await sources.list(orgId)) out[s.name] = { total: 0, contacts: [] };
      for (const row of counts) {
        const contacts = await hub.db
          .selectFrom('crm_contacts')
          .select(['id', 'firstName', 'lastName', 'email', 'status'])
          .where('orgId', '=', orgId)
          .where('source', '=', row.source)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute();
        out[row.source] = { total: num(row.n), contacts };
      }
      return c.json(out);
    },
  );

  app.post('/api/contacts/integrate-users', requirePermission('contacts:write'), async (c) => {
    const p = principalOf(c);
    const r = await integrateUsers(hub, p.orgId, p.user?.id ?? null);
    return c.json({ integrated: r.created, skipped: r.skipped });
  });

  app.post('/api/contacts/create-example', requirePermission('contacts:write'), async (c) => {
    const p = principalOf(c);
    const contacts = contactService(hub);
    // A numbered example so the button works more than once without an email clash.
    const n = (await contacts.count(p.orgId)) + 1;
    const first = (await sources.list(p.orgId))[0];
    const contact = await contacts.create(
      p.orgId,
      {
        firstName: 'Example',
        lastName: `Contact ${n}`,
        email: `example.contact.${n}.${Date.parse(hub.clock.now().toISOString()).toString(36)}@example.com`,
        company: 'Example Co',
        source: first?.name ?? 'Example',
        status: 'lead',
        tags: ['example'],
      },
      p.user?.id,
    );
    return c.json({ contact }, 201);
  });

  app.post('/api/contacts/tag-sources', requirePermission('contacts:write'), async (c) =>
    c.json({ updated: await tagSources(hub, orgOf(c)) }),
  );
}
