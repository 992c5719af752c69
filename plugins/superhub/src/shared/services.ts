// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';

/** Which stored events `events()` answers; every filter is optional. */
export interface EventQuery {
  /** ISO time: events that occurred at or after it. */
  since?: string;
  /** Only these event names. */
  names?: string[];
  /** Only events that name their user. */
  withUser?: boolean;
  limit?: number;
}

/** A stored event as another plugin reads it (data parsed). */
export interface EventFact {
  appId: string;
  source: 'server' | 'browser';
  event: string;
  status: string;
  user: string | null;
  data: Record<string, unknown>;
  occurredAt: string;
}

/** An application's running totals of stored events (replays not counted). */
export interface AppTotals {
  appId: string;
  events: number;
  errors: number;
  /** When its last stored event was received (ISO), null before the first. */
  lastEventAt: string | null;
}

/** What the SuperHub offers plugins that depend on it (`hub.use(superhubService)`). */
export interface SuperhubServices {
  /** Resolves once every queued event is committed and its after-commit work has run. */
  settled(): Promise<void>;
  /** How many events of each name one application of the organisation has sent (names asked, 0 when none). */
  countEvents(orgId: string, appId: string, events: string[]): Promise<Record<string, number>>;
  /** Each application's running totals in the organisation (an app that has sent nothing is absent). */
  appTotals(orgId: string): Promise<AppTotals[]>;
  /** The organisation's stored events (newest first, at most 50,000 a call). */
  events(orgId: string, query?: EventQuery): Promise<EventFact[]>;
}

/** List it in `dependsOn`, then `hub.use(superhubService)` is typed as SuperhubServices. */
export const superhubService = serviceRef<SuperhubServices>('superhub');
