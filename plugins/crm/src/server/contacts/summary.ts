import { forOrg, num } from '@ecohub/core';
import { CONTACT_STATUSES, type ContactSummary } from '../../shared/index.ts';
import type { CrmDb } from '../hub.ts';

/** Summary cards and the sales pipeline: count and value per status, from the stored contacts. */
export async function contactSummary(db: CrmDb, orgId: string): Promise<ContactSummary> {
  const rows = await forOrg(db, orgId)
    .selectFrom('crmContacts')
    .select((eb) => ['status', eb.fn.countAll().as('count'), eb.fn.sum('value').as('value')])
    .groupBy('status')
    .execute();
  const by = new Map(rows.map((r) => [r.status, r]));
  const pipeline = CONTACT_STATUSES.map((status) => ({
    status,
    count: num(by.get(status)?.count),
    value: num(by.get(status)?.value),
  }));
  const totalContacts = pipeline.reduce((s, p) => s + p.count, 0);
  const customers = pipeline.find((p) => p.status === 'customer')!.count;
  return {
    totalContacts,
    totalValue: pipeline.reduce((s, p) => s + p.value, 0),
    customers,
    qualified: pipeline.find((p) => p.status === 'qualified')!.count,
    conversionRate: totalContacts ? Math.round((customers / totalContacts) * 1000) / 10 : 0,
    pipeline,
  };
}
