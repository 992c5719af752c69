import { type HubApp, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { charitableGiving, revenueQuerySchema } from '../../shared/index.ts';
import type { RevenueService } from './service.ts';

/** The payments tab's history and analytics, and the public pricing table's charity figures. */
export function revenueRoutes(app: HubApp, revenue: RevenueService): void {
  // The platform's promise: 20% of net profit (67% of revenue) to the nonprofit, from real payments.
  app.get('/api/ecosystem/pricing-table', async (c) => {
    const gross = await revenue.revenue(null);
    return c.json({ charitableGiving: charitableGiving(gross) });
  });

  app.get('/api/billing/payments', requirePermission('billing:read'), async (c) =>
    c.json({ payments: await revenue.payments(orgOf(c)) }),
  );

  // The organisation's own spend, or the whole platform's revenue for an elevated super admin.
  app.get(
    '/api/billing/revenue',
    requirePermission('billing:read'),
    validate('query', revenueQuerySchema),
    async (c) => {
      const p = principalOf(c);
      const platform = !!p.user?.isSuperAdmin && p.elevated;
      return c.json(await revenue.report(platform ? null : p.orgId, c.req.valid('query').days));
    },
  );
}
