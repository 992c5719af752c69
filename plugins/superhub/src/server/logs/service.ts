import { badRequest, forOrg, fromJson, notFound } from '@ecohub/core';
import type { Selectable } from 'kysely';
import type { EventPage, EventStream, LogsQuery, StoredEvent } from '../../shared/index.ts';
import type { SuperhubTables } from '../db.ts';
import type { SuperhubDb } from '../hub.ts';

/** Application id → its name, as the organisation's apps are named on the page. */
export type Names = Map<string, { name: string }>;

const encodeCursor = (receivedAt: string, id: string) =>
  Buffer.from(JSON.stringify([receivedAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string'))
      return v as [string, string];
  } catch {
    // Answered below.
  }
  throw badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

export function toStoredEvent(r: Selectable<SuperhubTables['superhubEvents']>, names: Names): StoredEvent {
  return {
    id: r.id,
    messageId: r.messageId,
    app: { id: r.appId, name: names.get(r.appId)?.name ?? r.appId },
    source: r.source,
    stream: r.stream,
    event: r.event,
    status: r.status,
    tag: r.tag,
    user: r.userKey ?? null,
    data: fromJson<Record<string, unknown>>(r.data, {}),
    timestamp: r.occurredAt,
    receivedAt: r.receivedAt,
  };
}

/** One page of an organisation's events of one stream, newest first, with filters and a cursor. */
export async function eventPage(
  db: SuperhubDb,
  orgId: string,
  names: Names,
  stream: EventStream,
  q: LogsQuery,
): Promise<EventPage> {
  if (q.app && !names.has(q.app)) throw notFound('Application not found');
  let query = forOrg(db, orgId).selectFrom('superhubEvents').selectAll().where('stream', '=', stream);
  if (q.app) query = query.where('appId', '=', q.app);
  if (q.event) query = query.where('event', '=', q.event);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.tag) query = query.where('tag', '=', q.tag);
  if (q.since) query = query.where('receivedAt', '>=', new Date(q.since).toISOString());
  if (q.until) query = query.where('receivedAt', '<', new Date(q.until).toISOString());
  if (q.cursor) {
    const [at, id] = decodeCursor(q.cursor);
    query = query.where((eb) =>
      eb.or([eb('receivedAt', '<', at), eb.and([eb('receivedAt', '=', at), eb('id', '<', id)])]),
    );
  }
  const rows = await query
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    events: page.map((r) => toStoredEvent(r, names)),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.receivedAt, last.id) : null,
  };
}
