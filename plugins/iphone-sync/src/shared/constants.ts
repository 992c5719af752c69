/** Spec 001 §3 / §5: what a sync carries. */
export const SYNC_TYPES = ['contacts', 'calls', 'messages'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

/** Recent Sync Activity shows the first 10 records (spec 001 §9). */
export const SYNC_ACTIVITY_RECORDS = 10;

/** The Test Sync samples are dated 1 hour and 30 minutes back (spec 001 §9). */
export const SAMPLE_OFFSETS_MS = [60 * 60_000, 30 * 60_000] as const;

/** A sync carries at most this many records; more answers 413 with the reason. */
export const SYNC_MAX_ITEMS = 1000;

/** The body limit of POST /api/iphone/sync (bytes); a larger body answers 413. */
export const SYNC_MAX_BYTES = 2 * 1024 * 1024;

/** Device tokens one user may hold at once in an organisation. */
export const MAX_TOKENS_PER_USER = 20;

/** Spec 001 §8: toasts of the tab. */
export const SYNC_FAILED_TEXT = 'Failed to sync iPhone data';
export const SYNC_SUCCESS_TEXT = 'Your iPhone data has been processed and contacts updated.';

/** The message of a missing, unknown or revoked token (401). */
export const INVALID_TOKEN = 'Invalid or revoked sync token';

/** The endpoint the Shortcut posts to (spec 001 §7). */
export const SYNC_PATH = '/api/iphone/sync';
