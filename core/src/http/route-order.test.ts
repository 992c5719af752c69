import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRouteOrder, type MountedRoute } from './route-order.ts';

/** The error checkRouteOrder throws for these routes, or null. */
const refusal = (routes: MountedRoute[]): string | null => {
  try {
    checkRouteOrder(routes);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

/** The definition: every pair in registration order, the first hiding pair refused. */
function pairwise(routes: MountedRoute[]): string | null {
  for (let j = 0; j < routes.length; j++)
    for (let i = 0; i < j; i++) {
      const found = refusal([routes[i] as MountedRoute, routes[j] as MountedRoute]);
      if (found) return found;
    }
  return null;
}

const SEGMENTS = ['api', 'contacts', 'export', ':id', ':id{[0-9]+}', '42', '*', 'lists', ':slug?'];

const route = fc.record({
  plugin: fc.constantFrom('a', 'b', 'c'),
  method: fc.constantFrom('GET', 'GET', 'POST'),
  path: fc
    .array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 })
    .map((segs) => `/${segs.join('/')}`),
});

describe('checkRouteOrder', () => {
  it('refuses the same first pair as comparing every pair', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.array(route, { minLength: 2, maxLength: 14 }), (routes) => {
        const want = pairwise(routes);
        if (want) refused++;
        expect(refusal(routes)).toBe(want);
      }),
      { numRuns: 1000 },
    );
    // The tables exercise both outcomes.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(900);
  });

  it('names the earliest route that hides a later one, across prefixes', () => {
    const routes = [
      { plugin: 'a', method: 'GET', path: '/api/contacts/lists' },
      { plugin: 'b', method: 'GET', path: '/api/:section/export' },
      { plugin: 'c', method: 'GET', path: '/api/contacts/:id' },
      { plugin: 'd', method: 'GET', path: '/api/contacts/export' },
    ];
    // b (no static prefix) and c (the same prefix as d) both hide d: b is the earlier.
    expect(refusal(routes)).toMatch(
      /^Route GET \/api\/:section\/export \(plugin 'b'\) hides GET \/api\/contacts\/export \(plugin 'd'\)/,
    );
    expect(refusal([routes[0], routes[2], routes[3]] as MountedRoute[])).toMatch(
      /^Route GET \/api\/contacts\/:id \(plugin 'c'\) hides GET \/api\/contacts\/export \(plugin 'd'\)/,
    );
    expect(refusal(routes.map((r) => ({ ...r, method: r.plugin === 'd' ? 'POST' : 'GET' })))).toBeNull();
  });
});
