import { type HubApp, notFound, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import {
  contactInputSchema,
  contactListQuerySchema,
  contactPatchSchema,
  idParamSchema,
  mergeSchema,
} from '../../shared/index.ts';
import type { CrmHub } from '../hub.ts';
import { exportCsv } from './export.ts';
import type { ContactSearch } from './search.ts';
import type { ContactService } from './service.ts';
import { contactSummary } from './summary.ts';

/**
 * A contact id: a UUID (newId, or a time-ordered one for imported contacts). Constrained so that
 * no static path under /api/contacts/ (summary, export.csv, by-source…) is ever hidden by it.
 */
export const ID = ':id{[0-9a-f-]{36}}';

const exportQuerySchema = contactListQuerySchema.pick({ q: true, source: true, status: true }).strict();

export function contactRoutes(
  app: HubApp,
  hub: CrmHub,
  { contacts, search }: { contacts: ContactService; search: ContactSearch },
) {
  app.get('/api/contacts/summary', requirePermission('contacts:read', { allowDemo: true }), async (c) =>
    c.json(await contactSummary(hub.db, orgOf(c))),
  );

  app.get(
    '/api/contacts/export.csv',
    requirePermission('contacts:export'),
    validate('query', exportQuerySchema),
    (c) => {
      const stream = exportCsv(search, orgOf(c), c.req.valid('query'));
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
      return c.json(await contacts.merge(p.orgId, primaryId, duplicateId, p.user?.id));
    },
  );

  app.get(
    '/api/contacts',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('query', contactListQuerySchema),
    async (c) => c.json(await search.list(orgOf(c), c.req.valid('query'))),
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
    `/api/contacts/${ID}`,
    requirePermission('contacts:read', { allowDemo: true }),
    validate('param', idParamSchema),
    async (c) => {
      const contact = await contacts.get(orgOf(c), c.req.valid('param').id);
      if (!contact) throw notFound('Contact not found');
      return c.json(contact);
    },
  );

  app.patch(
    `/api/contacts/${ID}`,
    requirePermission('contacts:write'),
    validate('param', idParamSchema),
    validate('json', contactPatchSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await contacts.update(p.orgId, c.req.valid('param').id, c.req.valid('json'), p.user?.id));
    },
  );

  app.delete(
    `/api/contacts/${ID}`,
    requirePermission('contacts:write'),
    validate('param', idParamSchema),
    async (c) => {
      const p = principalOf(c);
      await contacts.remove(p.orgId, c.req.valid('param').id, p.user?.id);
      return c.body(null, 204);
    },
  );
}
