// What both ingestion floors (ingest-floor.ts on SQLite, ingest-floor-pg.ts on PostgreSQL) do with
// a request before storing it: read the Standard Webhooks headers and the body, check the signature
// with node:crypto against the app's secret, and build the superhub_events row.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** The stored columns, in the order eventValues gives them. */
export const EVENT_COLUMNS =
  'id, org_id, app_id, message_id, source, stream, event, status, tag, user_key, data, occurred_at, received_at';

export interface SignedEvent {
  raw: string;
  id: string;
  ts: number;
  given: string;
  body: { app: string; event: string; status: string; tag?: string; data?: unknown };
}

/** The request's signed event, or null when its id or timestamp (±5 minutes) is missing or stale. */
export async function readSigned(c: Context): Promise<SignedEvent | null> {
  const raw = await c.req.text();
  const id = c.req.header('webhook-id') ?? '';
  const ts = Number(c.req.header('webhook-timestamp'));
  const given = (c.req.header('webhook-signature') ?? '').replace(/^v1,/, '');
  if (!id || Math.abs(Date.now() / 1000 - ts) > 300) return null;
  return { raw, id, ts, given, body: JSON.parse(raw) };
}

/** The app's signing key from its stored `whsec_` secret. */
export const keyOf = (secret: string): Buffer => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** Whether the signature is the app key's HMAC-SHA256 of `id.timestamp.body` (compared in constant time). */
export function signedBy(key: Buffer, e: SignedEvent): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(`${e.id}.${e.ts}.${e.raw}`).digest('base64'));
  const actual = Buffer.from(e.given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The event's row, in EVENT_COLUMNS order. */
export function eventValues(orgId: string, e: SignedEvent): unknown[] {
  const now = new Date().toISOString();
  return [
    randomUUID(),
    orgId,
    e.body.app,
    e.id,
    'server',
    e.body.status === 'ok' ? 'webhook_events' : 'errors',
    e.body.event,
    e.body.status,
    e.body.tag ?? '',
    null,
    JSON.stringify(e.body.data ?? {}),
    now,
    now,
  ];
}
