import type { Context } from 'hono';
import type { HubContext, HubEnv } from '../plugin.ts';
import { setSessionCookie } from './cookie.ts';
import { createSession, invalidateSession } from './sessions.ts';

/**
 * Starts a session for a user in an organisation and sets its cookie. A session the caller
 * already had is ended, so switching accounts leaves nothing behind.
 */
export async function startSession(
  c: Context<HubEnv>,
  hub: HubContext,
  userId: string,
  orgId: string,
): Promise<void> {
  const previous = c.get('principal')?.sessionId;
  if (previous) await invalidateSession(hub.db, previous);
  const { token } = await createSession(hub.db, hub.clock, userId, orgId);
  setSessionCookie(c, hub.config.publicUrl, token);
}
