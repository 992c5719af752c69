import { type DemoSeedContext, newId, toIso, toJson } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import type { SuperhubHub } from '../hub.ts';
import { eventStore } from '../ingest/event-store.ts';
import { streamOf } from '../ingest/routes.ts';

const MINUTE = 60_000;
/** What the demo apps report: the logs of spec 002 §3 with status 'ok' or other, and a tag. */
const SAMPLES = [
  { event: 'user.signup', status: 'ok', tag: 'signup', user: true },
  { event: 'page.view', status: 'ok', tag: 'traffic', user: false },
  { event: 'certificate.issued', status: 'ok', tag: 'certification', user: true },
  { event: 'referral.converted', status: 'ok', tag: 'referral', user: true },
  { event: 'lead.captured', status: 'ok', tag: 'leads', user: true },
  { event: 'sync.failed', status: 'error', tag: 'integration', user: false },
  { event: 'subscription.renewed', status: 'ok', tag: 'revenue', user: true },
  { event: 'healthcheck', status: 'ok', tag: 'uptime', user: false },
] as const;
const DEMO_EVENTS = 36;

/** Recent events from the demo organisation's applications, spread over the last 12 hours. */
export async function seedDemo(
  hub: SuperhubHub,
  eco: EcosystemServices,
  { orgId }: DemoSeedContext,
): Promise<void> {
  const apps = await eco.apps.list(orgId);
  if (!apps.length) return;
  const now = hub.clock.now().getTime();
  const rows = Array.from({ length: DEMO_EVENTS }, (_, i) => {
    const app = apps[(i * 7) % apps.length] as (typeof apps)[number];
    const s = SAMPLES[i % SAMPLES.length] as (typeof SAMPLES)[number];
    const at = toIso(new Date(now - (i * 20 + 3) * MINUTE));
    const user = s.user ? `member${(i * 13) % 17}@example.com` : undefined;
    const source = s.event === 'page.view' ? ('browser' as const) : ('server' as const);
    return {
      id: newId(),
      orgId,
      appId: app.id,
      messageId: `msg_demo_${i}`,
      source,
      stream: streamOf(source, { ...s, app: app.id, data: {}, user }),
      event: s.event,
      status: s.status,
      tag: s.tag,
      userKey: user ?? null,
      data: toJson(s.event === 'page.view' ? { url: `${app.url}/`, title: app.name } : {}),
      occurredAt: at,
      receivedAt: at,
    };
  });
  // Through the event store: it counts the events in their apps' totals, and on PostgreSQL it also
  // records each event's idempotency key.
  const store = eventStore(hub.db, hub.dialect);
  await hub.db.transaction().execute((trx) => store.insert(trx, rows));
}
