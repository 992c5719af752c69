import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { HubContext, HubEnv } from '../plugin.ts';
import { securityHeaders } from './security.ts';

/**
 * The outer middleware of every request: the hub and a request id on the context, the secure
 * headers on the answer (errors included), and one log line per request when `info` is enabled.
 * Never logs cookies, tokens or bodies: method, path, status and time only.
 */
export function requestFrame(hub: HubContext): MiddlewareHandler<HubEnv> {
  const withHeaders = securityHeaders();
  return async (c, next) => {
    c.set('hub', hub);
    const id = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', id);
    // The log line is built only when it is written (benches and most deployments log at warn).
    const logging = hub.log.isLevelEnabled('info');
    const start = logging ? performance.now() : 0;
    await withHeaders(c, next);
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
