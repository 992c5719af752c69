import { describe, expect, it } from 'vitest';
import { checkAll, checkApp, statusOf } from './auth-check.ts';

const apps = Array.from({ length: 12 }, (_, i) => ({ name: `App ${i}`, url: `https://app${i}.example.com` }));

describe('authentication status checks', () => {
  it('maps 200, 401, other codes and network failures to the four statuses', () => {
    expect(statusOf(200)).toBe('authenticated');
    expect(statusOf(401)).toBe('unauthorized');
    expect(statusOf(404)).toBe('error');
    expect(statusOf(0)).toBe('error');
  });

  it('checks in batches of 5 with a 500 ms pause between batches, with credentials', async () => {
    const log: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const fetch = (async (url: string, init: RequestInit) => {
      expect(init.credentials).toBe('include');
      expect((init.headers as Record<string, string>).Accept).toBe('application/json');
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      log.push(`fetch ${new URL(url).hostname}${new URL(url).pathname}`);
      await Promise.resolve();
      inFlight--;
      const n = Number(new URL(url).hostname.match(/\d+/)?.[0]);
      if (n === 3) throw new TypeError('Failed to fetch');
      return new Response(null, { status: n % 2 ? 401 : n === 4 ? 500 : 200 });
    }) as unknown as typeof globalThis.fetch;
    const sleep = async (ms: number) => {
      log.push(`sleep ${ms}`);
    };
    const seen: number[] = [];
    const results = await checkAll(apps, (i) => seen.push(i), { fetch, sleep, now: () => new Date(0) });

    expect(maxInFlight).toBe(5);
    expect(log.filter((l) => l.startsWith('sleep'))).toEqual(['sleep 500', 'sleep 500']);
    expect(log.indexOf('sleep 500')).toBe(5);
    expect(log[0]).toBe('fetch app0.example.com/api/auth/user');
    expect(seen.sort((a, b) => a - b)).toEqual(apps.map((_, i) => i));
    expect(results[0]).toMatchObject({
      status: 'authenticated',
      responseCode: 200,
      lastChecked: new Date(0).toISOString(),
    });
    expect(results[1]).toMatchObject({ status: 'unauthorized', responseCode: 401 });
    expect(results[3]).toMatchObject({ status: 'error', responseCode: 0 });
    expect(results[4]).toMatchObject({ status: 'error', responseCode: 500 });
  });
});

describe('authentication status checks, cancelled or slow', () => {
  const sleep = async () => {};
  const now = () => new Date(0);

  it('put a check that times out in the error state (code 0)', async () => {
    const timedOut = new AbortController();
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
      )) as unknown as typeof globalThis.fetch;
    const pending = checkAll(apps.slice(0, 2), () => {}, {
      fetch,
      sleep,
      now,
      timeout: () => timedOut.signal,
    });
    timedOut.abort();
    const results = await pending;
    expect(results.map((r) => [r.status, r.responseCode])).toEqual([
      ['error', 0],
      ['error', 0],
    ]);
  });

  it('start no request once cancelled, and reject', async () => {
    const leave = new AbortController();
    const started: string[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      started.push(url);
      await new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
      return new Response(null, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const never = new AbortController().signal;
    const pending = checkAll(apps, () => {}, { fetch, sleep, now, timeout: () => never }, leave.signal);
    leave.abort();
    await expect(pending).rejects.toThrow();
    expect(started).toHaveLength(5); // the first batch only
  });
});

describe('an application served under a path', () => {
  it('is checked under its own path (the demo apps live at <hub>/demo-apps/<slug>)', async () => {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response(null, { status: 401 });
    }) as unknown as typeof globalThis.fetch;
    const app = { name: 'Demo', url: 'http://localhost:3000/demo-apps/brand-hub-pro' };
    const r = await checkApp(app, { fetch, sleep: async () => {}, now: () => new Date(0) });
    expect(urls).toEqual(['http://localhost:3000/demo-apps/brand-hub-pro/api/auth/user']);
    expect(r).toMatchObject({ status: 'unauthorized', responseCode: 401 });
  });
});
