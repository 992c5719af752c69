import { type CoreTables, fromJson, prepareQuery, timeOrderedId, toIso } from '@ecohub/core';
import type { EventReceived, EventsCommitting } from '@ecohub/plugin-superhub/shared';
import type { Kysely } from 'kysely';
import type { Trigger } from '../../shared/configs.ts';
import type { DeploymentTables } from '../db.ts';
import type { DeploymentHub } from '../hub.ts';

type Db = Kysely<CoreTables & DeploymentTables>;
type DeliveryRow = DeploymentTables['deploymentDeliveries'];

/** Rows per INSERT (16 parameters each). */
const CHUNK = 50;

/** The body every attempt of a delivery sends (the Standard Webhooks {type, timestamp, data} shape). */
export function deliveryBody(e: EventReceived): string {
  return JSON.stringify({
    type: e.event,
    timestamp: e.receivedAt,
    data: {
      id: e.id,
      app: e.appId,
      event: e.event,
      status: e.status,
      tag: e.tag,
      user: e.user,
      data: e.data,
      occurredAt: e.occurredAt,
    },
  });
}

const fires = (t: Trigger, event: string) => t.action === '*' || t.action === event;

type Config = { appId: string; orgId: string; triggers: string };

/** An app's forwarding configuration, the query compiled once: it runs in every commit forwarding joins. */
function configQuery(db: Db) {
  return prepareQuery<Config>(db, (p) =>
    db
      .selectFrom('deploymentWebhookConfigs')
      .select(['appId', 'orgId', 'triggers'])
      .where('appId', '=', p('appId')),
  );
}

/** The forwarding configurations of the events' apps, read in the commit (in app order). */
async function configsOf(configOf: ReturnType<typeof configQuery>, trx: Db, events: EventReceived[]) {
  const configs: Config[] = [];
  for (const appId of [...new Set(events.map((e) => e.appId))].sort())
    configs.push(...(await configOf({ appId }, trx)));
  return configs;
}

/**
 * The transactional outbox: inside SuperHub's commit of newly stored events (a commit forwarding
 * joined because one of its apps has a configuration: forwardedApps), one delivery per (event,
 * target app of a matching trigger) is written with the same transaction, so an event is never
 * committed without its deliveries (nor the other way round). Targets were checked to be apps
 * of the event's organisation when the configuration was saved; the worker checks again. Answers
 * whether it wrote any (the worker is woken after the commit only then).
 */
export function outbox(hub: DeploymentHub) {
  const configOf = configQuery(hub.db as Db);
  return (payload: EventsCommitting) => writeDeliveries(hub, configOf, payload);
}

async function writeDeliveries(
  hub: DeploymentHub,
  configOf: ReturnType<typeof configQuery>,
  { trx, events, fail }: EventsCommitting,
): Promise<boolean> {
  try {
    // SuperHub's transaction is untyped (its plugin declares no tables yet); these are our tables.
    const db = trx as unknown as Db;
    const configs = await configsOf(configOf, db, events);
    if (configs.length === 0) return false;
    const byApp = new Map(
      configs.map((c) => [c.appId, { orgId: c.orgId, triggers: fromJson<Trigger[]>(c.triggers, []) }]),
    );
    const nowMs = hub.clock.now().getTime();
    const now = toIso(new Date(nowMs));
    const rows: DeliveryRow[] = [];
    const endpoints = new Map<string, string>();
    for (const e of events) {
      const cfg = byApp.get(e.appId);
      if (!cfg || cfg.orgId !== e.orgId) continue;
      const targets = new Set<string>();
      for (const t of cfg.triggers) if (fires(t, e.event)) for (const a of t.forward_to) targets.add(a);
      if (targets.size === 0) continue;
      const payload = deliveryBody(e);
      for (const target of targets) {
        endpoints.set(target, e.orgId);
        rows.push({
          id: timeOrderedId(nowMs),
          orgId: e.orgId,
          eventId: e.id,
          sourceAppId: e.appId,
          targetAppId: target,
          eventType: e.event,
          payload,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastStatusCode: null,
          lastError: null,
          createdAt: now,
          deliveredAt: null,
        });
      }
    }
    if (rows.length === 0) return false;
    await db
      .insertInto('deploymentEndpoints')
      .values(
        [...endpoints]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([appId, orgId]) => ({
            appId,
            orgId,
            disabledAt: null,
            disabledReason: null,
            failingSince: null,
            ordered: 0,
            maxInFlight: 10,
            updatedAt: now,
          })),
      )
      .onConflict((oc) => oc.column('appId').doNothing())
      .execute();
    for (let i = 0; i < rows.length; i += CHUNK)
      await db
        .insertInto('deploymentDeliveries')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    return true;
  } catch (err) {
    fail(err);
    return false;
  }
}
