import { MAX_JSON_DEPTH } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApp, ORIGIN, signedHeaders, superhubHub, waitSettled } from './test-helpers.ts';

const HUB = 'http://localhost:3000';
const TOO_DEEP = {
  message: `JSON nested too deeply (max ${MAX_JSON_DEPTH} levels)`,
  code: 'validation',
  issues: [{ path: '', message: expect.any(String) }],
};
/** `{"a":{"a":…}}` nested `depth` levels inside the event's `data` (about 12 KB at 6,000). */
const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}`;

describe.each(testDialects)('deeply nested events on %s', (dialect) => {
  it('answers 400 to an event nested 6,000 deep, signed or keyed, without logging an error', async () => {
    const { t, owner } = await superhubHub(dialect);
    try {
      const app = await createApp(owner);
      const errors = vi.spyOn(t.hub.ctx.log, 'error');
      const deep = (extra: string) =>
        `{"app":"${app.id}",${extra}"event":"deep.event","data":{"x":${nested(6_000)}}}`;
      // Signed by the app's server, as JSON and as text.
      for (const type of ['application/json', 'text/plain']) {
        const body = deep('');
        const res = await t.hub.app.request(`${HUB}/api/record`, {
          method: 'POST',
          headers: { ...signedHeaders(app.secret, body), 'content-type': type },
          body,
        });
        expect(res.status, type).toBe(400);
        expect(await res.json(), type).toEqual(TOO_DEEP);
      }
      // Anonymous, through the publishable key (the tracker's sendBeacon posts text/plain).
      for (const type of ['application/json', 'text/plain']) {
        const res = await t.hub.app.request(`${HUB}/api/listen?key=${app.publishableKey}`, {
          method: 'POST',
          headers: { 'content-type': type, origin: ORIGIN },
          body: deep('"id":"evt_1",'),
        });
        expect(res.status, type).toBe(400);
        expect(await res.json(), type).toEqual(TOO_DEEP);
      }
      // At the limit it is an ordinary event: `data` and `x` are two of the 64 levels.
      const ok = `{"app":"${app.id}","event":"deep.event","data":{"x":${nested(MAX_JSON_DEPTH - 2)}}}`;
      const res = await t.hub.app.request(`${HUB}/api/record`, {
        method: 'POST',
        headers: signedHeaders(app.secret, ok),
        body: ok,
      });
      expect(res.status).toBe(202);
      await waitSettled(t);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});
