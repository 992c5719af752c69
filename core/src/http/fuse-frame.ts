import type { Handler } from 'hono';
import type { Result } from 'hono/router';
import type { HubEnv } from '../plugin.ts';
import type { RequestFrame } from './request-frame.ts';

/** What Hono's router stores per handler: the handler and the route it came from. */
type Entry = [Handler<HubEnv>, unknown];

/**
 * For MemoRouter: in a match that starts with the request frame, the frame and the next handler
 * become one handler, the frame run around it. A route with one handler (GET /healthz) is then one
 * handler that Hono calls directly instead of composing a chain, and a request that awaits nothing
 * is answered in the same turn; a route with middleware of its own (requireAuth…) keeps its chain,
 * one step shorter. Each handler keeps its own params and route. Any other match is kept as it is.
 * One fused handler per handler, made at its first match.
 */
export function fuseFrame(frame: RequestFrame): (result: Result<Entry>) => Result<Entry> {
  const fused = new WeakMap<Handler<HubEnv>, Handler<HubEnv>>();
  return (result) => {
    const list = result[0];
    if (list.length < 2 || list[0]?.[0][0] !== frame.middleware) return result;
    const [[handler, route], params] = list[1] as [Entry, unknown];
    let around = fused.get(handler);
    if (!around) {
      around = frame.around(handler);
      fused.set(handler, around);
    }
    const rest = [[[around, route], params], ...list.slice(2)];
    return (result.length === 2 ? [rest, result[1]] : [rest]) as Result<Entry>;
  };
}
