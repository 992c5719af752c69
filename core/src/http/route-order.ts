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

/**
 * The route's first two segments when both are static (`api/contacts`): such a route can hide only
 * routes that start with the same two. Null when it starts with a parameter, a wildcard or is shorter.
 */
function prefixOf(s: Split): string | null {
  if (s.segs.length < 4) return null;
  for (let i = 1; i <= 2; i++) if (s.params[i] || s.segs[i] === '*') return null;
  return `${s.segs[1]}/${s.segs[2]}`;
}

/**
 * Refuses a parameter route that hides a static route registered after it, naming both plugins (the
 * first such pair in registration order). Each route is compared with the earlier routes of its
 * method that can hide it: those with its own static prefix, and those without one (the hub mounts
 * about 400 routes; comparing every pair, 80,000 at every start, took 10 ms of it).
 */
export function checkRouteOrder(routes: MountedRoute[]): void {
  const splits = routes.map((r) => split(r.path));
  /** Earlier routes by method and static prefix; under the method alone, those without one. */
  const earlier = new Map<string, number[]>();
  const push = (key: string, i: number) => {
    const list = earlier.get(key);
    if (list) list.push(i);
    else earlier.set(key, [i]);
  };
  for (let j = 0; j < routes.length; j++) {
    const b = routes[j] as MountedRoute;
    const prefix = prefixOf(splits[j] as Split);
    const open = earlier.get(b.method) ?? [];
    const same = prefix === null ? [] : (earlier.get(`${b.method} ${prefix}`) ?? []);
    // Both lists ascend: walked together, the first route that hides this one is the earliest.
    for (let x = 0, y = 0; x < open.length || y < same.length; ) {
      const i =
        y >= same.length || (x < open.length && (open[x] as number) < (same[y] as number))
          ? open[x++]
          : same[y++];
      const a = routes[i as number] as MountedRoute;
      if (!hides(splits[i as number] as Split, splits[j] as Split)) continue;
      throw new PluginHostError(
        `Route ${a.method} ${a.path} (plugin '${a.plugin}') hides ${b.method} ${b.path} (plugin '${b.plugin}'), ` +
          'registered after it: constrain the parameter (e.g. :id{[0-9a-f-]{36}}) or register the static route first',
      );
    }
    push(prefix === null ? b.method : `${b.method} ${prefix}`, j);
  }
}
