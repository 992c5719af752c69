import type { Generated } from 'kysely';
import type { EventStream } from '../shared/index.ts';

/**
 * The SuperHub's tables as queries see them (camelCase, through CamelCasePlugin). `forOrg` works
 * on those with an `orgId`: the events, the counters and the flags; the rate windows are per
 * application (whose organisation the ingestion has already resolved).
 */
export interface SuperhubTables {
  superhubEvents: {
    id: string;
    orgId: string;
    appId: string;
    /** The idempotency key with appId: the webhook-id of a server event, the tracker's id. */
    messageId: string;
    source: 'server' | 'browser';
    stream: EventStream;
    event: string;
    status: string;
    tag: Generated<string>;
    userKey: string | null;
    /** JSON text. */
    data: Generated<string>;
    occurredAt: string;
    receivedAt: string;
  };
  superhubAppCounters: {
    appId: string;
    orgId: string;
    events: Generated<number>;
    errors: Generated<number>;
    lastEventAt: string | null;
  };
  superhubRateWindows: {
    appId: string;
    windowStart: string;
    count: Generated<number>;
  };
  superhubFeatureFlags: {
    orgId: string;
    flag: string;
    /** 0/1 */
    enabled: number;
    updatedAt: string;
    updatedBy: string | null;
  };
}
