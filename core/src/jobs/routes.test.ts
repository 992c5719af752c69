import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { createTestHub, testDialects } from '../testing/index.ts';

const counted = definePlugin({
  id: 'counted',
  jobs: {
    'counted.run': async (run) => {
      await run.progress({ done: 3, total: 4, created: 2, skipped: 1, note: 'not a count' });
      if (run.payload === 'fail') throw new Error('Row 4 is malformed');
      return { ok: true };
    },
  },
});

describe.each(testDialects)('GET /api/jobs/:id on %s', (dialect) => {
  it("answers the caller's organisation's job with state, progress, counts and error; 404 otherwise", async () => {
    const t = await createTestHub({ dialect, plugins: [counted], startJobs: true });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const ok = await t.hub.ctx.jobs.enqueue('counted.run', 'ok', { orgId: a.orgId });
      const bad = await t.hub.ctx.jobs.enqueue('counted.run', 'fail', { orgId: a.orgId, maxAttempts: 1 });
      await t.hub.ctx.jobs.wait(ok);
      await t.hub.ctx.jobs.wait(bad);

      const res = await a.agent.get(`/api/jobs/${ok}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: ok,
        type: 'counted.run',
        state: 'completed',
        progress: { done: 3, total: 4 },
        counts: { created: 2, skipped: 1 },
        error: null,
        result: { ok: true },
      });
      expect(await (await a.agent.get(`/api/jobs/${bad}`)).json()).toMatchObject({
        state: 'failed',
        error: expect.stringContaining('Row 4 is malformed'),
      });

      const other = await b.agent.get(`/api/jobs/${ok}`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Job not found', code: 'not_found' });
      expect((await a.agent.get('/api/jobs/no-such-job')).status).toBe(404);
      expect((await t.request(`/api/jobs/${ok}`)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
