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

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEGMENTS = ['api', 'contacts', 'export', ':id', ':id{[0-9]+}', '42', '*', 'lists', ':slug?'];

describe('checkRouteOrder', () => {
  it('refuses the same first pair as comparing every pair, over random route tables', () => {
    let refused = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)] as T;
      const routes: MountedRoute[] = Array.from({ length: 2 + Math.floor(next() * 12) }, (_, k) => ({
        plugin: `p${k}`,
        method: pick(['GET', 'GET', 'POST']),
        path: `/${Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(SEGMENTS)).join('/')}`,
      }));
      const want = pairwise(routes);
      if (want) refused++;
      expect(refusal(routes), `seed ${seed}: ${JSON.stringify(routes)}`).toBe(want);
    }
    // The tables exercise both outcomes.
    expect(refused).toBeGreaterThan(30);
    expect(refused).toBeLessThan(270);
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
