import { PluginHostError } from '../host/order.ts';

export interface MountedRoute {
  plugin: string;
  method: string;
  path: string;
}

const PARAM = /^:([A-Za-z0-9_]+)(?:\{(.+)\})?(\?)?$/;

/** A path split once: each segment, with its parameter's parts when it is one. */
interface Split {
  segs: string[];
  params: Array<RegExpExecArray | null>;
  /** Each constrained parameter's pattern, compiled once. */
  patterns: Array<RegExp | null>;
}

function split(path: string): Split {
  const segs = path.split('/');
  const params = segs.map((s) => PARAM.exec(s));
  const patterns = params.map((m) => (m?.[2] ? new RegExp(`^(?:${m[2]})$`) : null));
  return { segs, params, patterns };
}

/**
 * Whether `earlier` answers a request for every static segment of `later` that it meets with a
 * parameter: Hono runs handlers in registration order, so `/api/contacts/:id` registered before
 * `/api/contacts/export` answers 'export' as an id. A constrained parameter (`:id{[0-9a-f-]{36}}`)
 * hides only the static segments its pattern matches.
 */
function hides(earlier: Split, later: Split): boolean {
  const e = earlier.segs;
  const l = later.segs;
  let paramOverStatic = false;
  for (let i = 0; i < e.length; i++) {
    if (e[i] === '*') return paramOverStatic || i < l.length;
    if (i >= l.length) return false;
    const m = earlier.params[i];
    if (!m) {
      if (e[i] !== l[i]) return false;
      continue;
    }
    if (later.params[i] || l[i] === '*') {
      if (m[2]) return false; // two parameters, one constrained: leave it to the author
      continue;
    }
    if (earlier.patterns[i] && !earlier.patterns[i]?.test(l[i] as string)) return false;
    paramOverStatic = true;
  }
  return e.length === l.length && paramOverStatic;
}

/** Refuses a parameter route that hides a static route registered after it, naming both plugins. */
export function checkRouteOrder(routes: MountedRoute[]): void {
  // Each path split once (the hub mounts about 400 routes: 80,000 pairs at every start).
  const splits = routes.map((r) => split(r.path));
  for (let j = 0; j < routes.length; j++) {
    for (let i = 0; i < j; i++) {
      const [a, b] = [routes[i] as MountedRoute, routes[j] as MountedRoute];
      if (a.method !== b.method || !hides(splits[i] as Split, splits[j] as Split)) continue;
      throw new PluginHostError(
        `Route ${a.method} ${a.path} (plugin '${a.plugin}') hides ${b.method} ${b.path} (plugin '${b.plugin}'), ` +
          'registered after it: constrain the parameter (e.g. :id{[0-9a-f-]{36}}) or register the static route first',
      );
    }
  }
}
