import { PluginHostError } from '../host/order.ts';

export interface MountedRoute {
  plugin: string;
  method: string;
  path: string;
}

const PARAM = /^:([A-Za-z0-9_]+)(?:\{(.+)\})?(\?)?$/;

/**
 * Whether `earlier` answers a request for every static segment of `later` that it meets with a
 * parameter: Hono runs handlers in registration order, so `/api/contacts/:id` registered before
 * `/api/contacts/export` answers 'export' as an id. A constrained parameter (`:id{[0-9a-f-]{36}}`)
 * hides only the static segments its pattern matches.
 */
function hides(earlier: string, later: string): boolean {
  const e = earlier.split('/');
  const l = later.split('/');
  let paramOverStatic = false;
  for (let i = 0; i < e.length; i++) {
    if (e[i] === '*') return paramOverStatic || i < l.length;
    if (i >= l.length) return false;
    const m = PARAM.exec(e[i]);
    if (!m) {
      if (e[i] !== l[i]) return false;
      continue;
    }
    if (PARAM.test(l[i]) || l[i] === '*') {
      if (m[2]) return false; // two parameters, one constrained: leave it to the author
      continue;
    }
    if (m[2] && !new RegExp(`^(?:${m[2]})$`).test(l[i])) return false;
    paramOverStatic = true;
  }
  return e.length === l.length && paramOverStatic;
}

/** Refuses a parameter route that hides a static route registered after it, naming both plugins. */
export function checkRouteOrder(routes: MountedRoute[]): void {
  for (let j = 0; j < routes.length; j++) {
    for (let i = 0; i < j; i++) {
      const [a, b] = [routes[i], routes[j]];
      if (a.method !== b.method || !hides(a.path, b.path)) continue;
      throw new PluginHostError(
        `Route ${a.method} ${a.path} (plugin '${a.plugin}') hides ${b.method} ${b.path} (plugin '${b.plugin}'), ` +
          'registered after it: constrain the parameter (e.g. :id{[0-9a-f-]{36}}) or register the static route first',
      );
    }
  }
}
