import type { EventReceived } from '@ecohub/plugin-superhub/shared';

export interface VisitorIds {
  /** The visitor an event counts for in the unique counts. */
  of(e: EventReceived): Promise<string>;
}

/**
 * Until ingestion passes a cookieless visitor id, an event counts for its signed-in user, or else
 * for itself (every anonymous page view is then a visitor: an upper bound, not a guess).
 */
export const visitorIds = (): VisitorIds => ({
  of: async (e) => (e.user ? `u:${e.user}` : `e:${e.messageId}`),
});
