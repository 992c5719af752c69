import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './sessions.ts';

/** Secure except on plain-http localhost. */
function secure(publicUrl: string): boolean {
  const u = new URL(publicUrl);
  return !(u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname));
}

export function setSessionCookie(c: Context, publicUrl: string, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secure(publicUrl),
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);
