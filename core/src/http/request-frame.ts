import type { ServerResponse } from 'node:http';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { Principal } from '../auth/principal.ts';
import type { HubContext, HubEnv } from '../plugin.ts';
import { nextRequestId } from './request-id.ts';
import { addSecurityHeaders, nodeResponse, signedInApi, withNodeSecurityHeaders } from './security.ts';

export interface RequestFrameParts {
  /** Reads a request body once, within its limit (only requests that may carry one). */
  checkBody(c: Context<HubEnv>): Promise<unknown>;
  /**
   * The caller (session, demo or nobody), and the CSRF wall of mutating requests: a promise only
   * when it has to read something (a session, the demo organisation).
   */
  principal(c: Context<HubEnv>): Principal | null | Promise<Principal | null>;
  /** The answer to an error of the frame itself (the app's onError). */
  onError(err: unknown, c: Context<HubEnv>): Response | Promise<Response>;
}

export interface RequestFrame {
  /**
   * The frame as the app's one middleware, registered before every route. Under the hub's router it
   * runs on its own only where no route matched (the 404); everywhere else fuseFrame hands Hono
   * `around` instead. It still frames a whole chain where a router does not fuse.
   */
  middleware: MiddlewareHandler<HubEnv>;
  /**
   * The frame run directly around the first handler after it (see fuseFrame): the same work, one
   * step of Hono's middleware chain fewer (none for a route of one handler), and synchronous where
   * nothing is awaited.
   */
  around(handler: Handler<HubEnv>): Handler<HubEnv>;
}

type Answer = Response | undefined;

interface Frame {
  /** Node's response, while its head is not written (served by @hono/node-server). */
  out: ServerResponse | undefined;
  /** When the request came in, for its log line; 0 when none is written. */
  start: number;
}

/**
 * The one frame of every request: the hub and a request id on the context, the secure headers
 * on the answer (errors included), the body limit of a request that may carry a body, the caller,
 * and one log line per request when `info` is enabled. Never logs cookies, tokens or bodies:
 * method, path, status and time only.
 *
 * An error of the frame itself (a body over its limit, a cross-site request) or of the route
 * becomes its answer here, so the headers and the log line follow it like any other answer.
 *
 * It runs in one of two ways with the same result: as the app's middleware, or fused with the
 * handler after it (a route's only handler, or its first middleware). A GET without a session
 * cookie (health checks, public pages, catalogue reads) then awaits nothing and, when its route
 * answers at once, is answered in the same turn.
 */
export function requestFrame(hub: HubContext, parts: RequestFrameParts): RequestFrame {
  const { checkBody, principal, onError } = parts;

  /** Node's response (served by Node), and the log line's start (0 when no line is written). */
  const frameOf = (c: Context<HubEnv>): Frame => ({
    out: nodeResponse(c),
    start: hub.log.isLevelEnabled('info') ? performance.now() : 0,
  });

  const withPrincipal = (c: Context<HubEnv>): void | Promise<void> => {
    const p = principal(c);
    if (p instanceof Promise) return p.then((found) => void c.set('principal', found));
    c.set('principal', p);
  };

  /** Before the route: a promise only when something is read (a body, a session). */
  const enter = (c: Context<HubEnv>, out: ServerResponse | undefined): void | Promise<void> => {
    c.set('hub', hub);
    c.set('requestId', c.req.header('x-request-id') ?? nextRequestId());
    // Served by Node: the headers go into the response head whenever it is written.
    if (out) withNodeSecurityHeaders(out);
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return checkBody(c).then(() => withPrincipal(c));
    return withPrincipal(c);
  };

  /** After the route: the signed-in defaults, the headers of an in-process answer, the log line. */
  const leave = (c: Context<HubEnv>, { out, start }: Frame): void => {
    // The head is written after the frame returns: the signed-in defaults replace the others.
    if (out) {
      if (!out.headersSent && signedInApi(c)) withNodeSecurityHeaders(out, true);
    } else addSecurityHeaders(c);
    if (start === 0) return;
    hub.log.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      },
      'request',
    );
  };

  const middleware: MiddlewareHandler<HubEnv> = async (c, next) => {
    const frame = frameOf(c);
    try {
      await enter(c, frame.out);
      await next();
      // A route that answered nothing is a server error here, so its log line says 500 too.
      if (!c.finalized) throw new Error('The route answered nothing');
    } catch (err) {
      c.res = await onError(err, c);
    }
    leave(c, frame);
  };

  /**
   * The handler's answer, as Hono's middleware chain would keep it, then the frame's end. A
   * middleware answers nothing itself: the rest of its chain has set the answer by then.
   */
  const finish = (c: Context<HubEnv>, answer: Answer, frame: Frame): Response | Promise<Response> => {
    if (answer && !c.finalized) c.res = answer;
    else if (!c.finalized) return fail(c, new Error('The route answered nothing'), frame);
    leave(c, frame);
    return c.res;
  };

  const fail = (c: Context<HubEnv>, err: unknown, frame: Frame): Response | Promise<Response> => {
    if (err instanceof Error) c.error = err;
    const answer = onError(err, c);
    const done = (res: Response) => {
      c.res = res;
      leave(c, frame);
      return c.res;
    };
    return answer instanceof Promise ? answer.then(done) : done(answer);
  };

  const around = (handler: Handler<HubEnv>): Handler<HubEnv> => {
    const route = (c: Context<HubEnv>, next: () => Promise<void>) =>
      handler(c, next) as Answer | Promise<Answer>;
    return (c, next) => {
      const frame = frameOf(c);
      let answer: Answer | Promise<Answer>;
      try {
        const entered = enter(c, frame.out);
        answer = entered ? entered.then(() => route(c, next)) : route(c, next);
      } catch (err) {
        return fail(c, err, frame);
      }
      if (answer instanceof Promise)
        return answer.then(
          (a) => finish(c, a, frame),
          (err) => fail(c, err, frame),
        );
      return finish(c, answer, frame);
    };
  };

  return { middleware, around };
}
