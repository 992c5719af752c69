import {
  type HubApp,
  type HubContext,
  notFound,
  orgOf,
  principalOf,
  requirePermission,
  validate,
} from '@ecohub/core';
import {
  contactInputSchema,
  contactListQuerySchema,
  contactPatchSchema,
  idParamSchema,
  mergeSchema,
} from '../../shared/index.ts';
import { exportCsv } from './export.ts';
import { listContacts } from './search.ts';
import { contactService } from './service.ts';
import { contactSummary } from './summary.ts';

const exportQuerySchema = contactListQuerySchema.pick({ q: true, source: true, status: true }).strict();

/** Static paths under /api/contacts/ are registered before /api/contacts/:id (first match wins). */
export function contactStaticRoutes(app: HubApp, hub: HubContext) {
  app.get('/api/contacts/summary', requirePermission('contacts:read', { allowDemo: true }), async (c) =>
    c.json(await contactSummary(hub.db, orgOf(c))),
  );

  app.get(
    '/api/contacts/export.csv',
    requirePermission('contacts:export'),
    validate('query', exportQuerySchema),
    (c) => {
      const stream = exportCsv(hub.db, hub.dialect, orgOf(c), c.req.valid('query'));
      const day = hub.clock.now().toISOString().slice(0, 10);
      return c.body(stream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="contacts-${day}.csv"`,
      });
    },
  );

  app.post(
    '/api/contacts/merge',
    requirePermission('contacts:write'),
    validate('json', mergeSchema),
    async (c) => {
      const { primaryId, duplicateId } = c.req.valid('json');
      const p = principalOf(c);
      return c.json(await contactService(hub).merge(p.orgId, primaryId, duplicateId, p.user?.id));
    },
  );
}

export function contactRoutes(app: HubApp, hub: HubContext) {
  const contacts = contactService(hub);

  app.get(
    '/api/contacts',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('query', contactListQuerySchema),
    async (c) => c.json(await listContacts(hub.db, hub.dialect, orgOf(c), c.req.valid('query'))),
  );

  app.post(
    '/api/contacts',
    requirePermission('contacts:write'),
    validate('json', contactInputSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await contacts.create(p.orgId, c.req.valid('json'), p.user?.id), 201);
    },
  );

  app.get(
    '/api/contacts/:id',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('param', idParamSchema),
    async (c) => {
      const contact = await contacts.get(orgOf(c), c.req.valid('param').id);
      if (!contact) throw notFound('Contact not found');
      return c.json(contact);
    },
  );

  app.patch(
    '/api/contacts/:id',
    requirePermission('contacts:write'),
    validate('param', idParamSchema),
    validate('json', contactPatchSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await contacts.update(p.orgId, c.req.valid('param').id, c.req.valid('json'), p.user?.id));
    },
  );

  app.delete(
    '/api/contacts/:id',
    requirePermission('contacts:write'),
    validate('param', idParamSchema),
    async (c) => {
      const p = principalOf(c);
      await contacts.remove(p.orgId, c.req.valid('param').id, p.user?.id);
      return c.body(null, 204);
    },
  );
}
