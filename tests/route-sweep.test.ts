import { describe, expect, it } from 'vitest';
import { loadPlugins } from '../core/src/host/load-plugins.ts';
import { createTestHub, testDialects } from '../core/src/testing/index.ts';

// Every plugin the repository enables (ecohub.config.json, or PLUGINS_CONFIG as for the server),
// so plugins added later are swept too.
const plugins = await loadPlugins(process.env.PLUGINS_CONFIG);

const MUTATING = new Set(['POST', 'PUT', 'PATCH']);
const JSON_HEADERS = { 'content-type': 'application/json' };
const BAD_BODIES = {
  malformed: '{"name": "Ada", ',
  'wrong shape': '[1, "two", {"three": null}]',
};

/** A concrete path for a route pattern: every parameter becomes an id no row has. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*/g, 'x');

// How long to wait for an answer before moving on to the next route.
const ANSWER_WITHIN_MS = 3_000;
function answerWithin(res: Promise<Response>): Promise<Response | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
  });
  return Promise.race([res, late]).finally(() => clearTimeout(timer));
}

describe.each(testDialects)('route sweep on %s', (dialect) => {
  it('answers bad bodies on every mutating route with a JSON error, never a 500', async () => {
    const t = await createTestHub({ dialect, plugins });
    try {
      const routes = [
        ...new Set(
          t.hub.app.routes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.path}`),
        ),
      ];
      expect(routes).toContain('POST /api/super-admin/login');
      const problems: string[] = [];
      for (const route of routes) {
        const [method, pattern] = route.split(' ') as [string, string];
        for (const [kind, body] of Object.entries(BAD_BODIES)) {
          // A fresh owner each time: a route may end the session (logout) or change the organisation.
          const { agent } = await t.signedIn({ role: 'owner' });
          const res = await answerWithin(agent.request(method, concrete(pattern), body, JSON_HEADERS));
          const where = `${route} (${kind} body)`;
          if (!res) {
            // A route that reads no body may still be at its real work (waiting for the job it
            // started: this hub runs no worker); a malformed body must be refused at once.
            if (kind === 'malformed')
              problems.push(`${where} did not answer within ${ANSWER_WITHIN_MS / 1000} s`);
            continue;
          }
          const text = await res.text();
          let json: { message?: unknown; code?: unknown } | null = null;
          try {
            json = JSON.parse(text);
          } catch {}
          const answered = `${where} answered ${res.status}`;
          if (res.status >= 500) problems.push(`${answered}: ${text.slice(0, 200)}`);
          // A route that reads no body may succeed with one it does not read; a malformed one never.
          else if (kind === 'malformed' && res.status < 400) problems.push(`${answered} instead of a 4xx`);
          else if (res.status >= 400 && (typeof json?.message !== 'string' || typeof json?.code !== 'string'))
            problems.push(`${answered} without {message, code}: ${text.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
