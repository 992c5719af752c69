import { type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { opportunitiesQuery, targetContactsQuery } from '../../shared/index.ts';
import type { CrossSalesSetup } from '../setup.ts';

const read = requirePermission('cross-sales:read', { allowDemo: true });

/** GET /api/cross-sales/opportunities (best first) and the contacts behind one (View Target Contacts). */
export function opportunityRoutes(app: HubApp, s: CrossSalesSetup): void {
  app.get(
    '/api/cross-sales/opportunities/contacts',
    read,
    validate('query', targetContactsQuery),
    async (c) => {
      const { from, to } = c.req.valid('query');
      const contacts = await s.targetContacts(orgOf(c), from, to);
      if (!contacts) throw notFound('Application not found');
      return c.json({ contacts });
    },
  );

  app.get('/api/cross-sales/opportunities', read, validate('query', opportunitiesQuery), async (c) => {
    const all = await s.opportunities(orgOf(c));
    const limit = c.req.valid('query').limit;
    return c.json({ opportunities: limit ? all.slice(0, limit) : all, total: all.length });
  });
}
