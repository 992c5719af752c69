import {
  type CoreTables,
  type Dialect,
  fromJson,
  type Param,
  prepareQuery,
  timeOrderedId,
  toIso,
} from '@ecohub/core';
import type { EventReceived, EventsCommitting } from '@ecohub/plugin-superhub/shared';
import type { Kysely, QueryCreator } from 'kysely';
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
/** One app's newly committed events. */
type Counted = { appId: string; orgId: string; n: number; last: string };

/**
 * The statements every commit of ingested events runs, compiled once (a commit of one app's events
 * otherwise built and compiled two queries, about 5 % of ingestion's CPU): each app's count and last
 * event, and its forwarding configuration. Run with SuperHub's transaction as their executor. On
 * PostgreSQL one statement does both (a data-modifying WITH): one round trip per app and commit.
 */
function commitStatements(db: Db, dialect: Dialect) {
  const count = (p: Param) =>
    db
      .insertInto('deploymentAppStats')
      .values({ appId: p('appId'), orgId: p('orgId'), eventCount: p('n'), lastEventAt: p('last') })
      .onConflict((oc) =>
        oc.column('appId').doUpdateSet((eb) => ({
          eventCount: eb('deploymentAppStats.eventCount', '+', eb.ref('excluded.eventCount')),
          lastEventAt: eb.ref('excluded.lastEventAt'),
        })),
      );
  const config = (from: QueryCreator<CoreTables & DeploymentTables>, p: Param) =>
    from
      .selectFrom('deploymentWebhookConfigs')
      .select(['appId', 'orgId', 'triggers'])
      .where('appId', '=', p('appId'));
  if (dialect === 'postgres') {
    const both = prepareQuery<Config>(db, (p) =>
      config(
        db.with('counted', () => count(p)),
        p,
      ),
    );
    return (s: Counted, trx: Db): Promise<Config[]> => both(s, trx);
  }
  const countEvents = prepareQuery(db, count);
  const configOf = prepareQuery<Config>(db, (p) => config(db, p));
  /** Counts one app's events and answers its forwarding configuration. */
  return async (s: Counted, trx: Db): Promise<Config[]> => {
    await countEvents(s, trx);
    return configOf({ appId: s.appId }, trx);
  };
}

/**
 * Each app's event count and last event, in the same commit (in one order: no deadlock between
 * processes); answers the forwarding configurations of the events' apps.
 */
async function countEvents(
  countAndConfig: ReturnType<typeof commitStatements>,
  trx: Db,
  events: EventReceived[],
): Promise<Config[]> {
  const per = new Map<string, { orgId: string; n: number; last: string }>();
  for (const e of events) {
    const s = per.get(e.appId) ?? { orgId: e.orgId, n: 0, last: e.receivedAt };
    s.n++;
    if (e.receivedAt > s.last) s.last = e.receivedAt;
    per.set(e.appId, s);
  }
  const configs: Config[] = [];
  for (const [appId, s] of [...per].sort(([a], [b]) => (a < b ? -1 : 1)))
    configs.push(...(await countAndConfig({ appId, orgId: s.orgId, n: s.n, last: s.last }, trx)));
  return configs;
}

/**
 * The transactional outbox: inside SuperHub's commit of newly stored events, one delivery per
 * (event, target app of a matching trigger) is written with the same transaction, so an event is
 * never committed without its deliveries (nor the other way round). Targets were checked to be apps
 * of the event's organisation when the configuration was saved; the worker checks again. Answers
 * whether it wrote any (the worker is woken after the commit only then).
 */
export function outbox(hub: DeploymentHub) {
  const countAndConfig = commitStatements(hub.db as Db, hub.dialect);
  return (payload: EventsCommitting) => writeDeliveries(hub, countAndConfig, payload);
}

async function writeDeliveries(
  hub: DeploymentHub,
  countAndConfig: ReturnType<typeof commitStatements>,
  { trx, events, fail }: EventsCommitting,
): Promise<boolean> {
  try {
    // SuperHub's transaction is untyped (its plugin declares no tables yet); these are our tables.
    const db = trx as unknown as Db;
    const configs = await countEvents(countAndConfig, db, events);
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
