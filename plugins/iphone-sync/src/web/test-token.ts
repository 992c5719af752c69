import { type AuthUser, apiRequest, useAuth } from '@ecohub/web-kit';
import { useEffect, useState } from 'react';
import type { CreatedToken } from '../shared/tokens.ts';

/** The device name of the token the page makes for its Test Sync. */
export const TEST_DEVICE = 'Test Sync (this browser)';

const keyOf = (u: AuthUser) => `ecohub.iphone-sync.test-token.${u.organization.id}.${u.id}`;
// One creation per user even when React mounts the panel twice.
const pending = new Map<string, Promise<string>>();

/** Forgets the stored test token (it was revoked): the next visit makes a new one. */
export function forgetTestToken(u: AuthUser | null): void {
  if (u) localStorage.removeItem(keyOf(u));
}

/**
 * The token the Test Sync button sends: a device token the page creates for the signed-in user
 * (once, then kept in this browser), instead of the old screen's fixed development token.
 */
export function useTestToken(enabled: boolean): [string, (v: string) => void, boolean] {
  const { user } = useAuth();
  const [token, setToken] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (!user || !enabled) return;
    const key = keyOf(user);
    const stored = localStorage.getItem(key);
    if (stored) {
      setToken(stored);
      return;
    }
    let live = true;
    setCreating(true);
    let p = pending.get(key);
    if (!p) {
      p = apiRequest<CreatedToken>('POST', '/api/iphone/tokens', { body: { name: TEST_DEVICE } }).then(
        (c) => {
          localStorage.setItem(key, c.token);
          return c.token;
        },
      );
      pending.set(key, p);
      p.finally(() => pending.delete(key)).catch(() => {});
    }
    p.then((t) => live && setToken(t))
      .catch(() => {})
      .finally(() => live && setCreating(false));
    return () => {
      live = false;
    };
  }, [user, enabled]);
  return [token, setToken, creating];
}
