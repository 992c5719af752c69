import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { serviceRef } from '../services.ts';
import { createTestHub, testDialects } from '../testing/index.ts';

describe.each(testDialects)('plugin host on %s', (dialect) => {
  it('answers /healthz and the JSON 404', async () => {
    const t = await createTestHub({ dialect });
    try {
      const ok = await t.request('/healthz');
      expect(await ok.json()).toEqual({ ok: true });
      const missing = await t.request('/api/nope');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await t.close();
    }
  });
});

describe('plugin host refuses a bad set of plugins', () => {
  const a = definePlugin({ id: 'alpha', routes: (app) => app.get('/api/x', (c) => c.text('a')) });
  it('names both plugins of a duplicate route', async () => {
    const b = definePlugin({ id: 'beta', routes: (app) => app.get('/api/x', (c) => c.text('b')) });
    await expect(createTestHub({ plugins: [a, b] })).rejects.toThrow(
      "Duplicate route GET /api/x: claimed by plugins 'alpha' and 'beta'",
    );
  });
  it('names a duplicate id', async () => {
    await expect(createTestHub({ plugins: [a, definePlugin({ id: 'alpha' })] })).rejects.toThrow(
      "Duplicate plugin id 'alpha'",
    );
  });
  it('names a missing dependency', async () => {
    const c = definePlugin({ id: 'gamma', dependsOn: ['delta'] });
    await expect(createTestHub({ plugins: [c] })).rejects.toThrow(
      "Plugin 'gamma' depends on 'delta', which is not enabled",
    );
  });
  it('refuses services of an undeclared plugin', async () => {
    const provider = definePlugin({ id: 'provider', services: () => ({ hello: () => 'hi' }) });
    let err: unknown;
    const consumer = definePlugin({
      id: 'consumer',
      onStart: (hub) => {
        try {
          hub.use(serviceRef('provider'));
        } catch (e) {
          err = e;
        }
      },
    });
    const t = await createTestHub({ plugins: [provider, consumer], startJobs: true });
    await t.close();
    expect(String(err)).toContain(
      "Plugin 'consumer' uses services of 'provider' without declaring it in dependsOn",
    );
  });
});
