import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { HubEnv } from '../plugin.ts';
import { DEFAULT_BODY_LIMIT, isJsonType, readBody } from './body.ts';
import { DefaultHead, withDefaultHead } from './node-head.ts';

export const CSP = {
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

/**
 * Browser features: refused to every document and frame, but the position to the hub's own pages
 * (the CRM's geofence panel asks for it, spec 001 §2.4), never to a frame of another origin.
 */
export const PERMISSIONS_POLICY: Record<string, string[]> = {
  accelerometer: [],
  camera: [],
  geolocation: ['self'],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
};

export const PERMISSIONS_POLICY_VALUE = Object.entries(PERMISSIONS_POLICY)
  .map(([k, v]) => `${k}=(${v.join(' ')})`)
  .join(', ');

/** The policy as the Content-Security-Policy header value. */
export const CSP_VALUE = cspWithConnect([]);

/**
 * The secure headers of every answer, computed once: what hono's secureHeaders() sends with its
 * defaults, no Cross-Origin-Embedder-Policy, and the CSP above.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', CSP_VALUE],
  ['Permissions-Policy', PERMISSIONS_POLICY_VALUE],
];

/**
 * The policy of a JSON answer (the API's answers, errors included): data, never a page, so nothing
 * may load or run in it, frame it, set its base or submit a form from it, whatever opens it. Every
 * directive is at least as strict as the page policy's (as GitHub's API answers `default-src
 * 'none'`), and the answer carries about 160 bytes fewer.
 */
export const JSON_CSP_VALUE =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The secure headers of a JSON answer: the same, with the JSON policy. */
export const JSON_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = SECURITY_HEADERS.map(
  ([name, value]) => [name, name === 'Content-Security-Policy' ? JSON_CSP_VALUE : value] as const,
);

/** What a signed-in caller's API answers add: no browser or proxy keeps a copy (exports included). */
export const SIGNED_IN_HEADERS: ReadonlyArray<readonly [string, string]> = [['Cache-Control', 'no-store']];

const NODE_HEAD = new DefaultHead(SECURITY_HEADERS, JSON_SECURITY_HEADERS);
const NODE_HEAD_SIGNED_IN = new DefaultHead(
  [...SECURITY_HEADERS, ...SIGNED_IN_HEADERS],
  [...JSON_SECURITY_HEADERS, ...SIGNED_IN_HEADERS],
);

/** An API request of a signed-in user (a session, not the anonymous demo). */
export const signedInApi = (c: Context<HubEnv>): boolean =>
  !!c.get('principal')?.sessionId && (c.req.path.startsWith('/api/') || c.req.path === '/api');

/*
 * The secure headers of every answer, errors included (the request frame applies them), a JSON
 * answer with the JSON policy. A header the route sets itself wins (e.g. Cross-Origin-Resource-Policy
 * for a script other sites load).
 *
 * Served by @hono/node-server, the headers are written with the answer's own in Node's response
 * head (withDefaultHead), and the route's Response keeps its plain header object (building a
 * Headers object around every answer costs more than the rest of a small request). Elsewhere
 * (in-process `app.request()`), they are added to the answer afterwards, where the route has not
 * set them, and X-Powered-By is dropped as hono's secureHeaders() does (Node itself never sends
 * that header). A signed-in user's API answers also get `Cache-Control: no-store`, unless the
 * route set its own.
 */

/** Node's response head gets the secure headers (and a signed-in user's API defaults when `signedIn`). */
export function withNodeSecurityHeaders(out: ServerResponse, signedIn = false): void {
  withDefaultHead(out, signedIn ? NODE_HEAD_SIGNED_IN : NODE_HEAD);
}

/** The secure headers added to an answer built in-process, where the route has not set them. */
export function addSecurityHeaders(c: Context<HubEnv>): void {
  const headers = c.res.headers;
  const defaults = isJsonType(headers.get('content-type') ?? undefined)
    ? JSON_SECURITY_HEADERS
    : SECURITY_HEADERS;
  for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
  if (signedInApi(c))
    for (const [name, value] of SIGNED_IN_HEADERS) if (!headers.has(name)) headers.set(name, value);
  headers.delete('X-Powered-By');
}

/** Node's response of a request served by @hono/node-server, while its head is not written yet. */
export function nodeResponse(c: Context<HubEnv>): ServerResponse | undefined {
  const out = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return out instanceof ServerResponse && !out.headersSent ? out : undefined;
}

/**
 * The same policy for a page whose scripts may also call the given origins (the web app's document,
 * when plugins contribute connect sources such as the registered sibling apps). Anything that is not
 * a plain http(s) origin is dropped, so a stored URL can never inject a directive.
 */
export function cspWithConnect(origins: string[], frames: string[] = []): string {
  const extra = httpOrigins(origins);
  const framed = httpOrigins(frames);
  const directives: Record<string, string[]> = {
    ...CSP,
    connectSrc: [...CSP.connectSrc, ...extra],
    // Pages may frame only these (a plugin's embedded booking calendar…); default-src covers the rest.
    ...(framed.size ? { frameSrc: ["'self'", ...framed] } : {}),
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${v.join(' ')}`)
    .join('; ');
}

function httpOrigins(urls: string[]): Set<string> {
  const out = new Set<string>();
  for (const o of urls) {
    try {
      const u = new URL(o);
      if (u.protocol === 'https:' || u.protocol === 'http:') out.add(u.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return out;
}

/**
 * Body limits, for a request that may carry one: the 1 MiB default, or a plugin's larger limit for
 * a path it owns. readBody refuses a declared length over it before reading, and counts the bytes
 * of a body without one while it streams, stopping at the limit. The body is read (and a JSON body
 * parsed) once here, for the validators and routes after it. A body that says it is JSON must be
 * JSON, also on routes that ignore their body.
 */
export function bodyLimitCheck(limits: Map<string, number>): (c: Context<HubEnv>) => Promise<void> {
  return async (c) => {
    await readBody(c, limits.get(c.req.path) ?? DEFAULT_BODY_LIMIT);
  };
}
