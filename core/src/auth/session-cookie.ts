import { parse } from 'hono/utils/cookie';
import { SESSION_COOKIE } from './sessions.ts';

const PAIR = `${SESSION_COOKIE}=`;
const PLAIN_TOKEN = /^[a-z0-9.]+$/;

/**
 * The session cookie's value in a Cookie header, exactly as hono's getCookie reads it, without
 * parsing every cookie of the header on each request. The common header (`…; ecohub_session=<id>.<secret>`,
 * a plain base32 token) is read directly; anything else (quotes, escapes, spaces, the name inside
 * another cookie's value) goes through hono's parser.
 */
export function sessionTokenOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const at = header.indexOf(SESSION_COOKIE);
  if (at === -1) return undefined;
  const start =
    at === 0 || header.charCodeAt(at - 1) === 59 /* ; */ || header.startsWith('; ', at - 2) ? at : -1;
  if (start !== -1 && header.startsWith(PAIR, start)) {
    const end = header.indexOf(';', start + PAIR.length);
    const value = header.slice(start + PAIR.length, end === -1 ? undefined : end);
    if (PLAIN_TOKEN.test(value)) return value;
  }
  return parse(header, SESSION_COOKIE)[SESSION_COOKIE];
}
