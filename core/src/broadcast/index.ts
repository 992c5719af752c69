import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Dialect } from '../db/connect.ts';
import { postgresLocationOf } from '../db/connect.ts';
import { pgDriver } from '../db/pg.ts';

/**
 * Messages to every hub process on the same database, this one included: what a live view (server-
 * sent events) needs when several processes serve one organisation. In-process on SQLite (one
 * process per file); on PostgreSQL through LISTEN/NOTIFY, batched.
 */
export interface Broadcast {
  /** Delivered to this process's subscribers at once, to the other processes' within ~BATCH_MS. */
  publish(channel: string, payload: unknown): void;
  subscribe(channel: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL notification channel; messages carry their schema, so schemas never mix. */
export const NOTIFY_CHANNEL = 'ecohub_broadcast';
/** How long publishes are gathered into one notification. */
export const BATCH_MS = 50;
// PostgreSQL refuses a notification payload of 8,000 bytes or more.
const MAX_PAYLOAD = 7_500;

interface Message {
  c: string;
  p: unknown;
}

export function createBroadcast(db: Kysely<any>, dialect: Dialect, log: Logger): Broadcast {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const deliver = (channel: string, payload: unknown) => {
    for (const h of handlers.get(channel) ?? []) {
      try {
        h(payload);
      } catch (err) {
        log.error({ err, channel }, 'broadcast handler failed');
      }
    }
  };
  const local: Broadcast = {
    publish: (channel, payload) => queueMicrotask(() => deliver(channel, payload)),
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    close: async () => {},
  };
  const location = dialect === 'postgres' ? postgresLocationOf(db) : undefined;
  if (!location) return local;

  const origin = randomUUID();
  let name: Promise<string> | undefined;
  const schemaName = () => (name ??= currentSchema(db));
  let listening: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let pending: Message[] = [];
  let timer: NodeJS.Timeout | undefined;

  /** LISTEN on a connection of its own, opened with the first subscriber. */
  const listen = () => {
    listening ??= (async () => {
      const client = new (pgDriver().Client)({
        connectionString: location.url,
        ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
      });
      listener = client;
      client.on('error', (err) => log.warn({ err }, 'broadcast listener lost its connection'));
      await client.connect();
      const mine = await schemaName();
      client.on('notification', (n) => {
        if (n.channel !== NOTIFY_CHANNEL || !n.payload) return;
        try {
          const m = JSON.parse(n.payload) as { s: string; o: string; m: Message[] };
          if (m.s !== mine || m.o === origin) return;
          for (const { c, p } of m.m) deliver(c, p);
        } catch (err) {
          log.warn({ err }, 'unreadable broadcast notification');
        }
      });
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    })();
    return listening;
  };

  const flush = async () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    const s = await schemaName();
    let chunk: Message[] = [];
    let size = 0;
    const send = async () => {
      if (!chunk.length) return;
      const payload = JSON.stringify({ s, o: origin, m: chunk });
      chunk = [];
      size = 0;
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
    };
    for (const m of batch) {
      const n = JSON.stringify(m).length;
      if (n > MAX_PAYLOAD - 200) {
        log.warn({ channel: m.c, bytes: n }, 'broadcast message too large for other processes');
        continue;
      }
      if (size + n > MAX_PAYLOAD - 200) await send();
      chunk.push(m);
      size += n;
    }
    await send();
  };

  return {
    publish(channel, payload) {
      local.publish(channel, payload);
      pending.push({ c: channel, p: payload });
      timer ??= setTimeout(() => {
        flush().catch((err: unknown) => log.warn({ err }, 'broadcast to other processes failed'));
      }, BATCH_MS);
    },
    subscribe(channel, handler) {
      listen().catch((err: unknown) => log.warn({ err }, 'broadcast listener did not start'));
      return local.subscribe(channel, handler);
    },
    async close() {
      if (timer) {
        clearTimeout(timer);
        await flush().catch(() => {});
      }
      await listener?.end().catch(() => {});
    },
  };
}

async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return rows[0]?.s ?? 'public';
}
