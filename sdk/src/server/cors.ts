import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Credentialed CORS for exactly one origin, the hub's: its Authentication Status tab calls each
 * app's `GET /api/auth/user` with `credentials: 'include'` (spec 002), which a browser lets the
 * hub read only when the app answers with the hub's own origin (never `*`) and
 * `Access-Control-Allow-Credentials: true`.
 */
export interface HubCorsOptions {
  /** The hub's URL or origin (`https://hub.example.com`); only its origin is kept. */
  hub: string;
  /** Methods a preflight allows (default GET, HEAD, POST). */
  methods?: readonly string[];
  /** Request headers a preflight allows (default Accept, Content-Type). */
  headers?: readonly string[];
  /** How long a browser may cache a preflight, in seconds (default 600). */
  maxAge?: number;
}

export const HUB_CORS_DEFAULTS = {
  methods: ['GET', 'HEAD', 'POST'],
  headers: ['Accept', 'Content-Type'],
  maxAge: 600,
} as const;

/** What to answer: a preflight is answered by the middleware; other requests go on to the app. */
export interface HubCorsDecision {
  preflight: boolean;
  /** CORS headers to set; empty when the origin is not the hub's. */
  headers: Record<string, string>;
  /** Values to append to `Vary`, always (the answer depends on the Origin). */
  vary: string[];
}

/** The decision function both middlewares share; throws at set-up for a hub that is not a URL. */
export function hubCors(options: HubCorsOptions) {
  let origin: string;
  try {
    origin = new URL(options.hub).origin;
  } catch {
    throw new TypeError(`hubCors: hub must be the hub's URL, got '${options.hub}'`);
  }
  if (origin === 'null') throw new TypeError(`hubCors: '${options.hub}' has no origin`);
  const methods = (options.methods ?? HUB_CORS_DEFAULTS.methods).join(', ');
  const headers = (options.headers ?? HUB_CORS_DEFAULTS.headers).join(', ');
  const maxAge = String(options.maxAge ?? HUB_CORS_DEFAULTS.maxAge);

  return {
    origin,
    decide(method: string, requestOrigin: string | null, requestMethod: string | null): HubCorsDecision {
      const preflight = method.toUpperCase() === 'OPTIONS' && requestMethod !== null;
      const vary = preflight
        ? ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers']
        : ['Origin'];
      if (requestOrigin !== origin) return { preflight, headers: {}, vary };
      const allowed: Record<string, string> = {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
      };
      if (preflight) {
        allowed['Access-Control-Allow-Methods'] = methods;
        allowed['Access-Control-Allow-Headers'] = headers;
        allowed['Access-Control-Max-Age'] = maxAge;
      }
      return { preflight, headers: allowed, vary };
    },
  };
}

/** `Vary` with `add` appended, each name once (case-insensitive). */
function mergeVary(current: string | null | undefined, add: string[]): string {
  const names = (current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.includes('*')) return '*';
  for (const a of add) if (!names.some((n) => n.toLowerCase() === a.toLowerCase())) names.push(a);
  return names.join(', ');
}

/**
 * Hono middleware: `app.use('/api/auth/*', honoHubCors({ hub }))`. Answers a preflight itself
 * (204); adds the CORS headers to the app's answer when the Origin is the hub's, none otherwise.
 */
export function honoHubCors(options: HubCorsOptions) {
  const cors = hubCors(options);
  return async (
    c: {
      req: { raw: Request };
      res: Response;
      header(name: string, value: string): void;
    },
    next: () => Promise<void>,
  ): Promise<Response | undefined> => {
    const h = c.req.raw.headers;
    const d = cors.decide(c.req.raw.method, h.get('origin'), h.get('access-control-request-method'));
    if (d.preflight) {
      return new Response(null, { status: 204, headers: { ...d.headers, Vary: mergeVary(null, d.vary) } });
    }
    await next();
    for (const [k, v] of Object.entries(d.headers)) c.header(k, v);
    c.header('Vary', mergeVary(c.res.headers.get('vary'), d.vary));
    return undefined;
  };
}

const one = (v: string | string[] | undefined): string | null =>
  Array.isArray(v) ? (v[0] ?? null) : (v ?? null);

/**
 * node:http (and Connect/Express) middleware. Sets the CORS headers on `res`; answers a preflight
 * (204) and returns true, so the caller stops there:
 * `createServer((req, res) => { if (cors(req, res)) return; ... })`, or `app.use(cors)` with `next`.
 */
export function nodeHubCors(options: HubCorsOptions) {
  const cors = hubCors(options);
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): boolean => {
    const d = cors.decide(
      req.method ?? 'GET',
      one(req.headers.origin),
      one(req.headers['access-control-request-method']),
    );
    for (const [k, v] of Object.entries(d.headers)) res.setHeader(k, v);
    const vary = res.getHeader('vary');
    res.setHeader('Vary', mergeVary(Array.isArray(vary) ? vary.join(', ') : vary?.toString(), d.vary));
    if (d.preflight) {
      res.statusCode = 204;
      res.end();
      return true;
    }
    next?.();
    return false;
  };
}
