import type { Kysely } from 'kysely';
import type { EventStream } from './constants.ts';

/** Announced on the core bus after an event is committed (once per event, never for a replay). */
export interface EventReceived {
  orgId: string;
  appId: string;
  id: string;
  messageId: string;
  source: 'server' | 'browser';
  stream: EventStream;
  event: string;
  status: string;
  tag: string;
  user: string | null;
  data: Record<string, unknown>;
  occurredAt: string;
  receivedAt: string;
  /**
   * Browser events only: the caller's address and user agent, from which the analytics plugin
   * derives a cookieless daily visitor id. In-process only: never stored, never forwarded.
   */
  client?: { address: string; userAgent: string };
}

/**
 * Emitted before each group commit with the applications whose events it will store. A handler
 * that may write rows in that commit (a transactional outbox) calls `join()`: the commit then runs
 * in a transaction and emits `superhub.events-committing` inside it. A commit that nobody joins
 * stores its events without a transaction of its own (on PostgreSQL, one statement: one round trip).
 * Decide from memory where possible: this runs before every commit.
 */
export interface EventsArriving {
  /** The applications of the events about to be stored, each once. */
  appIds: readonly string[];
  join(): void;
}

/**
 * Emitted inside the group commit's transaction with its newly stored events, when a handler of
 * `superhub.events-arriving` joined it: a handler writes its own rows with `trx` (a transactional
 * outbox) and calls `fail(err)` to roll the commit back.
 */
export interface EventsCommitting {
  /** The commit's transaction; a contributor views it with its own tables (`as Kysely<ItsTables>`). */
  trx: Kysely<unknown>;
  events: EventReceived[];
  fail(err: unknown): void;
}

declare module '@ecohub/core' {
  interface HubEvents {
    'superhub.events-arriving': EventsArriving;
    'superhub.events-committing': EventsCommitting;
    'superhub.event-received': EventReceived;
  }
}
