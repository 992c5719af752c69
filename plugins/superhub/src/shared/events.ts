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

declare module '@ecohub/core' {
  interface HubEvents {
    'superhub.event-received': EventReceived;
  }
}
