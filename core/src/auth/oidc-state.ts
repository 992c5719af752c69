import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { hubSecret } from '../db/hub-secrets.ts';
import type { CoreTables } from '../db/tables.ts';

/** The pending sign-in between GET /api/login and GET /api/callback, kept by the browser. */
export const LOGIN_STATE_COOKIE = 'ecohub_oidc';
export const LOGIN_STATE_LIFETIME_MS = 10 * 60_000;
const COOKIE_PATH = '/api/callback';

const pendingSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  expiresAt: z.number(),
});
export type PendingLogin = z.infer<typeof pendingSchema>;

/**
 * The HMAC key of the cookie, so no one (a sibling subdomain setting cookies) can forge one: derived
 * from the client secret, or for a public client (no secret) a key the hub keeps in its database,
 * so a sign-in started before a restart, or on another hub process, still finishes.
 */
export async function loginStateKey(hub: { config: Config; db: Kysely<CoreTables> }): Promise<string> {
  const secret = hub.config.OIDC_CLIENT_SECRET;
  if (!secret) return hubSecret(hub.db, 'oidc-login-state');
  return createHash('sha256').update(`ecohub-oidc-login-state:${secret}`).digest('hex');
}

const mac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64url');

export function sealLoginState(key: string, pending: PendingLogin): string {
  const data = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${data}.${mac(key, data)}`;
}

/** The pending login, or null when the value is missing, forged or unreadable. */
export function openLoginState(key: string, value: string | undefined): PendingLogin | null {
  const [data, given] = value?.split('.') ?? [];
  if (!data || !given) return null;
  const expected = Buffer.from(mac(key, data));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const secure = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

export async function setLoginStateCookie(
  c: Context,
  hub: { config: Config; db: Kysely<CoreTables> },
  pending: PendingLogin,
): Promise<void> {
  const { config } = hub;
  setCookie(c, LOGIN_STATE_COOKIE, sealLoginState(await loginStateKey(hub), pending), {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'Lax',
    path: COOKIE_PATH,
    secure: secure(config.publicUrl),
    maxAge: Math.floor(LOGIN_STATE_LIFETIME_MS / 1000),
  });
}

/** Reads and removes the pending login: each one is used once. */
export async function takeLoginState(
  c: Context,
  hub: { config: Config; db: Kysely<CoreTables> },
): Promise<PendingLogin | null> {
  const value = getCookie(c, LOGIN_STATE_COOKIE);
  if (value !== undefined) deleteCookie(c, LOGIN_STATE_COOKIE, { path: COOKIE_PATH });
  return openLoginState(await loginStateKey(hub), value);
}
