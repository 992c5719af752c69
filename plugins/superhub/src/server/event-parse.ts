import {
  batchSchema,
  browserEventSchema,
  eventSchema,
  MAX_BATCH,
  type ParsedEvent,
} from '../shared/index.ts';

/**
 * The ingestion schemas' common case without zod's object parsing: an event whose fields are all
 * there with plain values (strings, a data object; its timestamp checked by the schema's own field)
 * is checked and answered here, with the same result as the schema's. Anything else (a wrong type,
 * an unknown field, a length out of bounds, a bad timestamp) goes through the schema itself, which
 * answers the value or the 400's field issues.
 */

/** `v` trimmed when it is a string of min…max characters once trimmed (zod's trim().min().max()). */
function text(v: unknown, min: number, max: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t.length >= min && t.length <= max ? t : undefined;
}

const KNOWN = new Set(['app', 'event', 'status', 'tag', 'user', 'data', 'timestamp', 'id']);
/** The schema's own check of `timestamp` (ISO-8601 with an offset). */
const TIMESTAMP = eventSchema.shape.timestamp;

type Browser = ParsedEvent & { id: string };

/** The event, or undefined when the schema must decide. */
function quick(v: unknown, browser: boolean): Browser | undefined {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return undefined;
  const o = v as Record<string, unknown>;
  for (const k in o) if (!KNOWN.has(k) || (k === 'id' && !browser)) return undefined;
  const app = text(o.app, 1, 100);
  const event = text(o.event, 1, 200);
  if (app === undefined || event === undefined) return undefined;
  const status = o.status === undefined ? 'ok' : text(o.status, 1, 50);
  const tag = o.tag === undefined ? '' : text(o.tag, 0, 100);
  if (status === undefined || tag === undefined) return undefined;
  const user = o.user === undefined ? undefined : text(o.user, 0, 320);
  if (user === undefined && o.user !== undefined) return undefined;
  let data = o.data as Record<string, unknown> | undefined;
  if (data === undefined) data = {};
  else if (
    typeof data !== 'object' ||
    data === null ||
    Object.getPrototypeOf(data) !== Object.prototype ||
    Object.hasOwn(data, '__proto__')
  )
    return undefined;
  const e = (
    user === undefined ? { app, event, status, tag, data } : { app, event, status, tag, user, data }
  ) as Browser;
  if (o.timestamp !== undefined) {
    const t = TIMESTAMP.safeParse(o.timestamp);
    if (!t.success || t.data === undefined) return undefined;
    e.timestamp = t.data;
  }
  if (browser) {
    const id = text(o.id, 1, 100);
    if (id === undefined) return undefined;
    e.id = id;
  }
  return e;
}

/** A server event (eventSchema); throws the schema's ZodError for an invalid one. */
export function parseEvent(v: unknown): ParsedEvent {
  return quick(v, false) ?? eventSchema.parse(v);
}

/** A browser event (browserEventSchema); throws the schema's ZodError for an invalid one. */
export function parseBrowserEvent(v: unknown): Browser {
  return quick(v, true) ?? browserEventSchema.parse(v);
}

/** The tracker's batch (batchSchema); throws the schema's ZodError for an invalid one. */
export function parseBatch(v: unknown): Browser[] {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype)
    return batchSchema.parse(v).events;
  const events = (v as { events?: unknown }).events;
  if (
    Object.keys(v).length === 1 &&
    Array.isArray(events) &&
    events.length >= 1 &&
    events.length <= MAX_BATCH
  ) {
    const out: Browser[] = [];
    for (const e of events) {
      const q = quick(e, true);
      if (!q) return batchSchema.parse(v).events;
      out.push(q);
    }
    return out;
  }
  return batchSchema.parse(v).events;
}
