import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HttpError } from '../errors.ts';
import type { HubEnv } from '../plugin.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const JSON_TYPE = /^application\/(.+\+)?json\b/i;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Secure headers with a Content-Security-Policy that allows only the hub itself. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CSP,
    crossOriginEmbedderPolicy: false,
    // A route may set its own value (e.g. Cross-Origin-Resource-Policy for a script other sites load).
    overwrite: false,
  });

/**
 * The same policy for a page whose scripts may also call the given origins (the web app's document,
 * when plugins contribute connect sources such as the registered sibling apps). Anything that is not
 * a plain http(s) origin is dropped, so a stored URL can never inject a directive.
 */
export function cspWithConnect(origins: string[]): string {
  const extra = new Set<string>();
  for (const o of origins) {
    try {
      const u = new URL(o);
      if (u.protocol === 'https:' || u.protocol === 'http:') extra.add(u.origin);
    } catch {
      // not a URL: ignored
    }
  }
  const directives: Record<string, string[]> = { ...CSP, connectSrc: [...CSP.connectSrc, ...extra] };
  return Object.entries(directives)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${v.join(' ')}`)
    .join('; ');
}

/**
 * Body limits: the 1 MiB default, or a plugin's larger limit for a path it owns. Checks the
 * declared length first, then the bytes actually read.
 */
export function bodyLimits(limits: Map<string, number>): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const max = limits.get(c.req.path) ?? DEFAULT_BODY_LIMIT;
    const tooLarge = () =>
      new HttpError(413, `Request body is larger than ${Math.round(max / 1024)} KiB`, 'payload_too_large');
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > max) throw tooLarge();
    // Never touch `c.req.raw.body`: on @hono/node-server that builds a full web Request around the
    // socket (several times slower); arrayBuffer() reads it directly, and is empty without a body.
    const buf = await c.req.arrayBuffer();
    if (buf.byteLength > max) throw tooLarge();
    // A body that says it is JSON must be JSON, also on routes that ignore their body.
    if (buf.byteLength && JSON_TYPE.test(c.req.header('content-type') ?? '')) assertJson(buf);
    await next();
  };
}

function assertJson(buf: ArrayBuffer): void {
  const text = new TextDecoder().decode(buf);
  if (text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'validation', [
      { path: '', message: 'Body is not valid JSON' },
    ]);
  }
}
