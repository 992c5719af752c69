import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { serviceRef } from '../services.ts';
import { createTestHub } from '../testing/index.ts';

declare module '../events.ts' {
  interface HubEvents {
    'host-test.counted': { value: number };
  }
}

interface CounterService {
  next(): number;
}

describe('plugins talk through services and events', () => {
  it("lets a dependent use a provider's service, and delivers events to every handler even when one fails", async () => {
    const heard: number[] = [];
    let n = 0;
    const counter = definePlugin({ id: 'counter', services: () => ({ next: () => ++n }) });
    const reader = definePlugin({
      id: 'reader',
      dependsOn: ['counter'],
      routes: (app, hub) =>
        app.get('/api/reader', async (c) => {
          const value = hub.use(serviceRef<CounterService>('counter')).next();
          await hub.events.emit('host-test.counted', { value });
          return c.json({ value });
        }),
    });
    const failing = definePlugin({
      id: 'failing-listener',
      events: {
        'host-test.counted': () => {
          throw new Error('this listener is broken');
        },
      },
    });
    const listener = definePlugin({
      id: 'listener',
      events: { 'host-test.counted': ({ value }) => void heard.push(value) },
    });
    const t = await createTestHub({ plugins: [counter, reader, failing, listener] });
    try {
      for (const expected of [1, 2]) {
        const res = await t.request('/api/reader');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ value: expected });
      }
      expect(heard).toEqual([1, 2]);
    } finally {
      await t.close();
    }
  });
});
