import type { Handler } from 'hono';
import type { Result } from 'hono/router';
import type { HubEnv } from '../plugin.ts';
import type { RequestFrame } from './request-frame.ts';

/** What Hono's router stores per handler: the handler and the route it came from. */
type Entry = [Handler<HubEnv>, unknown];

/**
 * For MemoRouter: a match of the frame and one route handler (no middleware of the route's own,
 * as GET /healthz) becomes one handler, the frame run around the route's. Hono then calls it
 * directly instead of composing a chain, and a request that awaits nothing is answered in the same
 * turn. Params and the matched route stay the route handler's. Any other match is kept as it is.
 * One fused handler per route handler, made at its first match.
 */
export function fuseFrame(frame: RequestFrame): (result: Result<Entry>) => Result<Entry> {
  const fused = new WeakMap<Handler<HubEnv>, Handler<HubEnv>>();
  return (result) => {
    const list = result[0];
    if (list.length !== 2 || list[0]?.[0][0] !== frame.middleware) return result;
    const [[handler, route], params] = list[1] as [Entry, unknown];
    let around = fused.get(handler);
    if (!around) {
      around = frame.around(handler);
      fused.set(handler, around);
    }
    const one = [[[around, route], params]];
    return (result.length === 2 ? [one, result[1]] : [one]) as Result<Entry>;
  };
}
