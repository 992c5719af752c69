import type { EventStream, FeatureFlags } from './constants.ts';

/** One stored event as the log routes answer it. */
export interface StoredEvent {
  id: string;
  messageId: string;
  app: { id: string; name: string };
  source: 'server' | 'browser';
  stream: EventStream;
  event: string;
  status: string;
  tag: string;
  user: string | null;
  data: Record<string, unknown>;
  timestamp: string;
  receivedAt: string;
}

export interface EventPage {
  events: StoredEvent[];
  nextCursor: string | null;
}

/** POST /api/record (…/receive, …/listen): 202 once stored. */
export interface IngestAck {
  accepted: number;
  duplicates: number;
  ids: string[];
}

/** GET /api/superhub-dashboard (spec 002 §3). */
export interface SuperhubDashboard {
  stats: { total_apps: number; recent_events: number; monitoring_active: boolean };
  apps: Array<{
    id: string;
    name: string;
    url: string;
    events: number;
    errors: number;
    lastEventAt: string | null;
  }>;
  logs: Array<{
    id: string;
    timestamp: string;
    payload: { app: string; event: string; status: string; tag: string };
  }>;
  feature_flags: FeatureFlags;
  endpoints: Array<{ method: 'GET' | 'POST'; path: string; description: string }>;
}
