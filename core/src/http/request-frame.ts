import type { Context, MiddlewareHandler } from 'hono';
import type { Principal } from '../auth/principal.ts';
import type { HubContext, HubEnv } from '../plugin.ts';
import { nextRequestId } from './request-id.ts';
import { addSecurityHeaders, nodeResponse, signedInApi, withNodeSecurityHeaders } from './security.ts';

export interface RequestFrameParts {
  /** Reads a request body once, within its limit (only requests that may carry one). */
  checkBody(c: Context<HubEnv>): Promise<unknown>;
  /** The caller (session, demo or nobody), and the CSRF wall of mutating requests. */
  principal(c: Context<HubEnv>): Promise<Principal | null>;
  /** The answer to an error of the frame itself (the app's onError). */
  onError(err: unknown, c: Context<HubEnv>): Response | Promise<Response>;
}

/**
 * The one middleware of every request: the hub and a request id on the context, the secure headers
 * on the answer (errors included), the body limit of a request that may carry a body, the caller,
 * and one log line per request when `info` is enabled. Never logs cookies, tokens or bodies:
 * method, path, status and time only.
 *
 * One middleware rather than a chain (one async step per request, no closure per request). An error
 * of the frame itself (a body over its limit, a cross-site request) becomes its answer here, so the
 * headers and the log line follow it like any other answer.
 */
export function requestFrame(hub: HubContext, parts: RequestFrameParts): MiddlewareHandler<HubEnv> {
  const { checkBody, principal, onError } = parts;
  return async (c, next) => {
    c.set('hub', hub);
    const id = c.req.header('x-request-id') ?? nextRequestId();
    c.set('requestId', id);
    // The log line is built only when it is written (benches and most deployments log at warn).
    const logging = hub.log.isLevelEnabled('info');
    const start = logging ? performance.now() : 0;
    const out = nodeResponse(c);
    // Served by Node: the headers go into the response head whenever it is written.
    if (out) withNodeSecurityHeaders(out);
    try {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD') await checkBody(c);
      c.set('principal', await principal(c));
      await next();
      // A route that answered nothing is a server error here, so its log line says 500 too.
      if (!c.finalized) throw new Error('The route answered nothing');
    } catch (err) {
      c.res = await onError(err, c);
    }
    if (out) {
      // The head is written after the middlewares return: the signed-in defaults replace the others.
      if (!out.headersSent && signedInApi(c)) withNodeSecurityHeaders(out, true);
    } else addSecurityHeaders(c);
    if (!logging) return;
    hub.log.info(
      {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      },
      'request',
    );
  };
}
