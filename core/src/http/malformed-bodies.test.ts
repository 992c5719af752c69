import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BAD_BODIES = ['{"email":', '[]', 'null', '{"email": 5, "password": [], "token": {}, "type": 1}'];

// Every mutating route of the core, found from the app itself so a new route cannot be forgotten.
describe.each(testDialects)('every core mutation refuses a malformed body on %s', (dialect) => {
  it('answers 400 with issues (or refuses before reading it), never 500', async () => {
    const t = await createTestHub({ dialect });
    try {
      const routes = t.hub.app.routes
        .filter((r) => MUTATING.has(r.method) && r.path.startsWith('/api/') && !r.path.includes('*'))
        .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+/g, 'no-such-id') }));
      const unique = [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
      expect(unique.length).toBeGreaterThan(8);
      let refusedAsInvalid = 0;
      for (const { method, path } of unique) {
        for (const body of BAD_BODIES) {
          // A fresh elevated super admin each time: a logout route must not weaken the next check.
          const { agent } = await t.signedIn({ role: 'owner', superAdmin: true, elevated: true });
          const res = await agent.request(method, path, body, { 'content-type': 'application/json' });
          const label = `${method} ${path} ${body}`;
          expect(res.status, label).toBeLessThan(500);
          // Broken JSON is refused by every route, even one that needs no body.
          if (body === BAD_BODIES[0]) expect(res.status, label).toBe(400);
          if (res.status === 400) {
            const err = await res.json();
            expect(err, label).toMatchObject({ code: 'validation' });
            expect(err.issues.length, label).toBeGreaterThan(0);
            refusedAsInvalid++;
          }
        }
      }
      expect(refusedAsInvalid).toBeGreaterThan(unique.length * 2);
    } finally {
      await t.close();
    }
  });
});
