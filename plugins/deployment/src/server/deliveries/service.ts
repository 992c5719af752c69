import { bool, conflict, forOrg, notFound, num, toIso } from '@ecohub/core';
import type {
  Delivery,
  DeliveryAttempt,
  DeliveryFilter,
  Endpoint,
  EndpointPatch,
} from '../../shared/deliveries.ts';
import type { DeploymentHub } from '../hub.ts';

const COLUMNS = [
  'id',
  'sourceAppId',
  'targetAppId',
  'eventType',
  'eventId',
  'status',
  'attempts',
  'nextAttemptAt',
  'lastStatusCode',
  'lastError',
  'createdAt',
  'deliveredAt',
] as const;

/** Deliveries, their attempts, replays and endpoint settings of one organisation. */
export function deliveryStore(hub: DeploymentHub, wake: () => void) {
  const filtered = (orgId: string, f: DeliveryFilter) =>
    forOrg(hub.db, orgId)
      .selectFrom('deploymentDeliveries')
      .$if(f.app !== undefined, (q) =>
        q.where((eb) =>
          eb.or([eb('targetAppId', '=', f.app as string), eb('sourceAppId', '=', f.app as string)]),
        ),
      )
      .$if(f.eventType !== undefined, (q) => q.where('eventType', '=', f.eventType as string))
      .$if(f.status !== undefined, (q) => q.where('status', '=', f.status as Delivery['status']))
      .$if(f.from !== undefined, (q) => q.where('createdAt', '>=', toIso(new Date(f.from as string))))
      .$if(f.to !== undefined, (q) => q.where('createdAt', '<=', toIso(new Date(f.to as string))));

  /** Open again: the next attempt at once, the same body and webhook-id (receivers drop duplicates). */
  const reopen = (orgId: string) =>
    forOrg(hub.db, orgId)
      .updateTable('deploymentDeliveries')
      .set({ status: 'pending', nextAttemptAt: toIso(hub.clock.now()), lockedBy: null, lockedUntil: null })
      .where('status', '!=', 'delivering');

  return {
    async list(orgId: string, f: DeliveryFilter): Promise<Delivery[]> {
      const rows = await filtered(orgId, f).select(COLUMNS).orderBy('id', 'desc').limit(200).execute();
      return rows.map((r) => ({ ...r, webhookId: r.id, attempts: num(r.attempts) }));
    },
    async attempts(orgId: string, id: string): Promise<DeliveryAttempt[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('deploymentAttempts')
        .select(['attempt', 'statusCode', 'error', 'latencyMs', 'responseExcerpt', 'at'])
        .where('deliveryId', '=', id)
        .orderBy('attempt')
        .execute();
      if (
        rows.length === 0 &&
        !(await filtered(orgId, {}).select('id').where('id', '=', id).executeTakeFirst())
      )
        throw notFound('Delivery not found');
      return rows;
    },
    async count(orgId: string, f: DeliveryFilter): Promise<number> {
      const row = await filtered(orgId, f)
        .where('status', '!=', 'delivering')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
    async replayOne(orgId: string, id: string): Promise<void> {
      const found = await filtered(orgId, {}).select('status').where('id', '=', id).executeTakeFirst();
      if (!found) throw notFound('Delivery not found');
      if (found.status === 'delivering') throw conflict('The delivery is being sent right now');
      await reopen(orgId).where('id', '=', id).execute();
      wake();
    },
    /** Replays what the filter matches (not what is being sent right now); answers how many. */
    async replay(orgId: string, f: DeliveryFilter): Promise<number> {
      const ids = filtered(orgId, f).select('id').where('status', '!=', 'delivering');
      const r = await reopen(orgId).where('id', 'in', ids).executeTakeFirst();
      wake();
      return Number(r.numUpdatedRows);
    },
    async endpoints(orgId: string): Promise<Endpoint[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('deploymentEndpoints')
        .selectAll()
        .orderBy('appId')
        .execute();
      return rows.map((r) => ({
        appId: r.appId,
        enabled: r.disabledAt === null,
        disabledReason: r.disabledReason,
        failingSince: r.failingSince,
        ordered: bool(r.ordered),
        maxInFlight: r.maxInFlight,
      }));
    },
    /** Enabling an endpoint again clears its failure history; its held deliveries go out at once. */
    async updateEndpoint(orgId: string, appId: string, p: EndpointPatch): Promise<Endpoint> {
      const now = toIso(hub.clock.now());
      const r = await forOrg(hub.db, orgId)
        .updateTable('deploymentEndpoints')
        .set({
          updatedAt: now,
          ...(p.ordered === undefined ? {} : { ordered: p.ordered ? 1 : 0 }),
          ...(p.maxInFlight === undefined ? {} : { maxInFlight: p.maxInFlight }),
          ...(p.enabled === undefined
            ? {}
            : p.enabled
              ? { disabledAt: null, disabledReason: null, failingSince: null }
              : { disabledAt: now, disabledReason: 'Disabled by an administrator' }),
        })
        .where('appId', '=', appId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound('Endpoint not found');
      wake();
      const endpoint = (await this.endpoints(orgId)).find((e) => e.appId === appId);
      if (!endpoint) throw notFound('Endpoint not found');
      return endpoint;
    },
  };
}

export type DeliveryStore = ReturnType<typeof deliveryStore>;
