import {
  badRequest,
  clientAddress,
  forbidden,
  HttpError,
  type HubApp,
  JsonTooDeepError,
  parseJsonText,
  readBody,
  timeOrderedId,
  toJson,
  unauthorized,
  validate,
} from '@ecohub/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  batchSchema,
  browserEventSchema,
  type EventStream,
  INGEST_PATHS,
  type IngestAck,
  keyQuery,
  PAYMENT_EVENT,
  type ParsedEvent,
  serverEventSchema,
} from '../../shared/index.ts';
import type { SuperhubHub } from '../hub.ts';
import type { AppCache, CachedApp } from './app-cache.ts';
import type { EventRow } from './event-store.ts';
import type { GroupCommit } from './service.ts';
import { checkTimestamp, matchesAny } from './signature.ts';

/** Which log an event belongs to: failures are errors, user-facing events user activity. */
export function streamOf(source: EventRow['source'], e: ParsedEvent): EventStream {
  if (e.status !== 'ok') return 'errors';
  if (source === 'browser' || e.user) return 'user_activity';
  return 'webhook_events';
}

/**
 * The body's JSON: as parsed by the shared request path for a JSON content type, else parsed here
 * (the tracker's sendBeacon posts text/plain).
 */
function jsonOf(body: { text: string; json: unknown }): unknown {
  if (body.json !== undefined) return body.json;
  try {
    return parseJsonText(body.text);
  } catch (err) {
    if (err instanceof JsonTooDeepError) throw err;
    throw badRequest('Malformed JSON body');
  }
}

/** zod errors thrown here become 400 with field issues (core's error shape). */
const parse = <S extends z.ZodType>(schema: S, v: unknown): z.output<S> => schema.parse(v);

/**
 * POST /api/record, /api/receive, /api/listen: sibling apps' events. Servers sign per Standard
 * Webhooks with the app's secret; browsers send the app's publishable key (`?key=`) from one of its
 * allowed origins, one event or the tracker's batch `{events: […]}`. 202 once stored.
 */
export function ingestRoutes(
  app: HubApp,
  hub: Pick<SuperhubHub, 'clock'>,
  apps: AppCache,
  store: GroupCommit,
): void {
  const row = (
    a: CachedApp,
    source: EventRow['source'],
    messageId: string,
    e: ParsedEvent,
    nowMs: number,
    now: string,
    client?: EventRow['client'],
  ): EventRow => ({
    id: timeOrderedId(nowMs),
    orgId: a.orgId,
    appId: a.id,
    messageId,
    source,
    stream: streamOf(source, e),
    event: e.event,
    status: e.status,
    tag: e.tag,
    userKey: e.user ?? null,
    data: toJson(e.data),
    parsed: e.data,
    occurredAt: e.timestamp ? new Date(e.timestamp).toISOString() : now,
    receivedAt: now,
    ...(client ? { client } : {}),
  });

  const answer = async (c: Context, a: CachedApp, rows: EventRow[]) => {
    const done = await store.submit(a.id, a.orgId, rows);
    const body: IngestAck = {
      accepted: done.stored.length,
      duplicates: done.duplicates,
      ids: rows.map((r) => r.messageId),
    };
    return c.json(body, 202);
  };

  /** The browser's app, checked against the key and the calling origin; sets CORS for it. */
  const browserApp = async (c: Context, key: string): Promise<CachedApp> => {
    const origin = c.req.header('origin');
    const a = await apps.byKeyChecked(key, (a) => {
      if (!a) throw unauthorized('Unknown publishable key');
      if (!origin || !a.allowedOrigins.includes(origin))
        throw forbidden('This origin is not allowed for this application');
      return a;
    });
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin');
    return a;
  };

  for (const path of INGEST_PATHS) {
    // Preflight for the tracker's JSON requests: only the key's allowed origins get CORS headers.
    app.options(path, validate('query', keyQuery), async (c) => {
      const { key } = c.req.valid('query');
      if (!key) throw unauthorized('Unknown publishable key');
      await browserApp(c, key);
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'content-type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    });

    // The query is parsed in the handler rather than by a validator middleware: one layer less on
    // the hot path, the same 400 with field issues.
    app.post(path, async (c) => {
      // Read (and parsed when declared JSON) once by the body-limit check; the signature is checked
      // over this exact text.
      const raw = await readBody(c);
      const at = hub.clock.now();
      const nowMs = at.getTime();
      const now = at.toISOString();
      // Server events carry no query string: nothing to parse then.
      const { key } = c.req.url.includes('?') ? parse(keyQuery, c.req.query()) : { key: undefined };

      if (key) {
        const a = await browserApp(c, key);
        const body = jsonOf(raw);
        const events =
          body && typeof body === 'object' && 'events' in body
            ? parse(batchSchema, body).events
            : [parse(browserEventSchema, body)];
        if (events.some((e) => e.app !== a.id))
          throw forbidden('The key does not belong to this application');
        // A publishable key is public: anyone can send with it. Revenue comes only from signed
        // server calls; browser events are behavioural (a `user` is shown, never counted).
        if (events.some((e) => e.event === PAYMENT_EVENT))
          throw new HttpError(
            403,
            `'${PAYMENT_EVENT}' events come only from the app's server, signed with its secret; browsers cannot record payments`,
            'payment_needs_signature',
          );
        const client = { address: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' };
        return answer(
          c,
          a,
          events.map((e) => row(a, 'browser', e.id, e, nowMs, now, client)),
        );
      }

      const body = jsonOf(raw);
      const appId = body && typeof body === 'object' ? (body as { app?: unknown }).app : undefined;
      if (typeof appId !== 'string' || !appId) throw badRequest('Name the sending application in `app`');
      const headers = {
        'webhook-id': c.req.header('webhook-id') ?? '',
        'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
        'webhook-signature': c.req.header('webhook-signature') ?? '',
      };
      const ts = checkTimestamp(headers, nowMs);
      // An unknown app answers like a bad signature, so ids cannot be probed.
      const checked = apps.byIdChecked(appId, (a) => {
        if (!a || !matchesAny(raw.text, headers, ts, a.keys)) throw unauthorized('Invalid webhook signature');
        return a;
      });
      const a = checked instanceof Promise ? await checked : checked;
      if (headers['webhook-id'].length > 200) throw badRequest('webhook-id is longer than 200 characters');
      const e = parse(serverEventSchema, body);
      return answer(c, a, [row(a, 'server', headers['webhook-id'], e, nowMs, now)]);
    });
  }
}
