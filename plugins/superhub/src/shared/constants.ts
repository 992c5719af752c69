/** The seven SuperHub feature flags (spec 002 §3), each stored per organisation. */
export const FEATURE_FLAGS = [
  'webhook_logging',
  'uptime_monitoring',
  'user_analytics',
  'certification_tracking',
  'trauma_insights',
  'referral_tracking',
  'revenue_analytics',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The ingestion paths the SuperHub documents (spec 002 "SuperHub dashboard"); all three accept the same events. */
export const INGEST_PATHS = ['/api/record', '/api/receive', '/api/listen'] as const;
export const LOG_PATHS = {
  webhook_events: '/api/logs/webhook_events',
  user_activity: '/api/user_activity',
  errors: '/api/errors',
} as const;
export type EventStream = keyof typeof LOG_PATHS;

/** Largest accepted ingestion body. */
export const INGEST_BODY_LIMIT = 64 * 1024;
/** Events in one batch request from the tracker. */
export const MAX_BATCH = 50;
/** Standard Webhooks timestamp tolerance, in seconds (ARCHITECTURE §7). */
export const TIMESTAMP_TOLERANCE_S = 300;
/** Events counted as recent on the dashboard: those received in the last 24 hours. */
export const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Events the dashboard lists. */
export const DASHBOARD_LOGS = 20;
/** The dashboard's refetch period (spec 002 §9). */
export const DASHBOARD_REFETCH_MS = 30_000;
/** The refresh button spins this long after a manual reload (spec 002 §5). */
export const REFRESH_SPIN_MS = 1000;
/** Default events per minute accepted from one application (the SUPERHUB_EVENTS_PER_MINUTE setting overrides). */
export const DEFAULT_EVENTS_PER_MINUTE = 6000;
