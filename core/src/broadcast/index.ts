import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Dialect } from '../db/connect.ts';
import { postgresLocationOf } from '../db/connect.ts';
import { pgDriver } from '../db/pg.ts';
import { INTEREST_REFRESH_MS, remoteInterest } from './interest.ts';

/**
 * Messages to every hub process on the same database, this one included: what a live view (server-
 * sent events) or an in-process cache needs when several processes serve one organisation.
 * In-process on SQLite (one process per file); on PostgreSQL through LISTEN/NOTIFY, batched, and
 * only for the channels some other process subscribes to (each announces its own).
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

/** One notification: messages (`m`), or a process's channels (`ch`; `ask`: answer with yours). */
interface Notification {
  s: string;
  o: string;
  m?: Message[];
  ch?: string[];
  ask?: boolean;
  bye?: boolean;
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
  /** Subscribes; `changed` runs when the channel gains its first or loses its last handler. */
  const add = (channel: string, handler: (payload: unknown) => void, changed?: () => void) => {
    const set = handlers.get(channel) ?? new Set();
    set.add(handler);
    handlers.set(channel, set);
    if (set.size === 1) changed?.();
    return () => {
      if (!set.delete(handler) || set.size) return;
      handlers.delete(channel);
      changed?.();
    };
  };
  const location = dialect === 'postgres' ? postgresLocationOf(db) : undefined;
  if (!location) {
    return {
      publish: (channel, payload) => queueMicrotask(() => deliver(channel, payload)),
      subscribe: (channel, handler) => add(channel, handler),
      close: async () => {},
    };
  }

  const origin = randomUUID();
  const others = remoteInterest();
  let name: Promise<string> | undefined;
  const schemaName = () => (name ??= currentSchema(db));
  let listening: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let refresh: NodeJS.Timeout | undefined;
  let closed = false;
  let pending: Message[] = [];
  let timer: NodeJS.Timeout | undefined;

  const notify = async (n: Omit<Notification, 's' | 'o'>) => {
    const payload = JSON.stringify({ s: await schemaName(), o: origin, ...n } satisfies Notification);
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
  };
  /** This process's channels, to the others (`ask`: and theirs back). */
  const announce = (ask = false) => {
    if (!listener || closed) return;
    notify({ ch: [...handlers.keys()], ask }).catch((err: unknown) =>
      log.warn({ err }, 'broadcast could not announce its channels'),
    );
  };

  const receive = (mine: string, raw: string) => {
    const n = JSON.parse(raw) as Notification;
    if (n.s !== mine || n.o === origin) return;
    if (n.m) for (const { c, p } of n.m) deliver(c, p);
    else if (n.bye) others.gone(n.o);
    else if (n.ch) {
      others.announced(n.o, n.ch);
      if (n.ask) announce();
    }
  };

  /**
   * LISTEN on a connection of its own, opened with the first subscriber or publish: what the other
   * processes send, and which channels they want.
   */
  const listen = () => {
    listening ??= (async () => {
      const client = new (pgDriver().Client)({
        connectionString: location.url,
        ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
      });
      client.on('error', (err) => log.warn({ err }, 'broadcast listener lost its connection'));
      await client.connect();
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      const mine = await schemaName();
      client.on('notification', (n) => {
        if (n.channel !== NOTIFY_CHANNEL || !n.payload) return;
        try {
          receive(mine, n.payload);
        } catch (err) {
          log.warn({ err }, 'unreadable broadcast notification');
        }
      });
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      others.learning();
      announce(true);
      if (closed) return;
      refresh = setInterval(() => announce(), INTEREST_REFRESH_MS);
      refresh.unref();
    })();
    listening.catch((err: unknown) => log.warn({ err }, 'broadcast listener did not start'));
    return listening;
  };

  const flush = async () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    let chunk: Message[] = [];
    let size = 0;
    const send = async () => {
      if (!chunk.length) return;
      const m = chunk;
      chunk = [];
      size = 0;
      await notify({ m });
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
      if (handlers.has(channel)) queueMicrotask(() => deliver(channel, payload));
      void listen();
      // No other process subscribes to the channel: nothing to send (no NOTIFY per ingested event).
      if (!others.wants(channel)) return;
      pending.push({ c: channel, p: payload });
      timer ??= setTimeout(() => {
        flush().catch((err: unknown) => log.warn({ err }, 'broadcast to other processes failed'));
      }, BATCH_MS);
    },
    subscribe(channel, handler) {
      void listen();
      return add(channel, handler, () => announce());
    },
    async close() {
      if (timer) {
        clearTimeout(timer);
        await flush().catch(() => {});
      }
      clearInterval(refresh);
      if (listener) await notify({ bye: true }).catch(() => {});
      closed = true;
      await listener?.end().catch(() => {});
    },
  };
}

async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return rows[0]?.s ?? 'public';
}
