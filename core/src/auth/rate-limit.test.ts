import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { newId } from '../db/conventions.ts';
import { createTestHub, FakeClock, type TestHub, testDialects } from '../testing/index.ts';
import {
  ACCOUNT_MAX,
  ADDRESS_MAX,
  ADDRESS_WINDOW_MS,
  PAIR_FREE,
  PAIR_MAX_DELAY_MS,
  pairDelayMs,
} from './auth-limits.ts';
import { RESET_SENT } from './reset.ts';

const PASSWORD = 'violet-harbor-engine-42';

const login = (t: TestHub, address: string, email: string, password: string) =>
  t.agent().post('/api/auth/login', { email, password }, { 'x-forwarded-for': `${address}, 10.9.9.9` });

describe.each(testDialects)('sign-in rate limits on %s', (dialect) => {
  it('refuses the 11th attempt from an address after 10 failures, even with the right password, for 10 minutes', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      await t.agent().post('/api/auth/signup', { email: 'grace@example.test', password: PASSWORD });
      for (let i = 0; i < ADDRESS_MAX; i++) {
        const res = await login(
          t,
          '203.0.113.5',
          i % 2 ? 'grace@example.test' : `nobody${i}@example.test`,
          'wrong-guess',
        );
        expect(res.status).toBe(401);
      }
      const locked = await login(t, '203.0.113.5', 'grace@example.test', PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe(String(ADDRESS_WINDOW_MS / 1000));
      expect(await locked.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringContaining('10 minutes'),
      });
      expect(locked.headers.get('set-cookie')).toBeNull();

      // Another address is not locked out, and a success there is not counted.
      expect((await login(t, '198.51.100.7', 'grace@example.test', PASSWORD)).status).toBe(200);

      // Still locked just before the window ends; open again after it.
      clock.advance(ADDRESS_WINDOW_MS - 60_000);
      const still = await login(t, '203.0.113.5', 'grace@example.test', PASSWORD);
      expect(still.status).toBe(429);
      expect(still.headers.get('retry-after')).toBe('60');
      clock.advance(60_000);
      expect((await login(t, '203.0.113.5', 'grace@example.test', PASSWORD)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('lets no stranger lock the owner out: after 100 failures from 12 addresses the right password works from a new one', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      await t.agent().post('/api/auth/signup', { email: 'grace@example.test', password: PASSWORD });
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        statuses.push((await login(t, `10.1.0.${i % 12}`, 'grace@example.test', `guess-${i}`)).status);
      }
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      // Each address had its free failures, then waits (429) without reaching the password check.
      expect(statuses.filter((s) => s === 401)).toHaveLength(12 * PAIR_FREE);
      expect((await login(t, '192.0.2.1', 'GRACE@example.test', PASSWORD)).status).toBe(200);
      // The guessing addresses still wait, for this account only.
      expect((await login(t, '10.1.0.3', 'grace@example.test', PASSWORD)).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('makes one address wait longer after each failure for one account, and forgets them on success', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      await t.agent().post('/api/auth/signup', { email: 'grace@example.test', password: PASSWORD });
      const from = (password: string) => login(t, '203.0.113.20', 'grace@example.test', password);
      for (let i = 0; i < PAIR_FREE; i++) expect((await from(`guess-${i}`)).status).toBe(401);
      const first = await from(PASSWORD);
      expect(first.status).toBe(429);
      expect(first.headers.get('retry-after')).toBe(String(pairDelayMs(PAIR_FREE) / 1000));
      clock.advance(pairDelayMs(PAIR_FREE));
      expect((await from('guess-a')).status).toBe(401);
      const second = await from('guess-b');
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBe(String(pairDelayMs(PAIR_FREE + 1) / 1000));
      expect(pairDelayMs(PAIR_FREE + 1)).toBe(2 * pairDelayMs(PAIR_FREE));
      expect(pairDelayMs(100)).toBe(PAIR_MAX_DELAY_MS);
      // Other accounts from that address are not delayed (the address limit still counts them).
      expect((await login(t, '203.0.113.20', 'other@example.test', 'x-guess-1')).status).toBe(401);
      clock.advance(pairDelayMs(PAIR_FREE + 1));
      expect((await from(PASSWORD)).status).toBe(200);
      // The success forgot the pair's failures: the next mistake is free again.
      expect((await from('typo')).status).toBe(401);
      expect((await from(PASSWORD)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits reset requests per address with the same answer for every email', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      for (let i = 0; i < ADDRESS_MAX; i++) {
        const res = await t
          .agent()
          .post(
            '/api/auth/forgot-password',
            { email: `nobody${i}@example.test` },
            { 'x-forwarded-for': '203.0.113.9' },
          );
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ message: RESET_SENT });
      }
      const locked = await t
        .agent()
        .post(
          '/api/auth/forgot-password',
          { email: 'someone@example.test' },
          { 'x-forwarded-for': '203.0.113.9' },
        );
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBe(ADDRESS_WINDOW_MS / 1000);
      // Reset requests and sign-in failures are counted apart.
      expect((await login(t, '203.0.113.9', 'nobody@example.test', PASSWORD)).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('limits reset requests per account across addresses', async () => {
    const t = await createTestHub({ dialect });
    try {
      await t.hub.ctx.db
        .insertInto('rate_limit_hits')
        .values(
          Array.from({ length: ACCOUNT_MAX - 1 }, () => ({
            id: newId(),
            bucket: 'forgot-password:account',
            key: 'target@example.test',
            createdAt: t.hub.ctx.clock.now().toISOString(),
          })),
        )
        .execute();
      const last = await t
        .agent()
        .post(
          '/api/auth/forgot-password',
          { email: 'target@example.test' },
          { 'x-forwarded-for': '10.2.0.1' },
        );
      expect(last.status).toBe(200);
      const locked = await t
        .agent()
        .post(
          '/api/auth/forgot-password',
          { email: 'Target@example.test' },
          { 'x-forwarded-for': '10.3.0.1' },
        );
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('lets no more than 10 of a parallel burst from one address reach the password check', async () => {
    const t = await createTestHub({ dialect });
    try {
      const burst = await Promise.all(
        Array.from({ length: 15 }, (_, i) => login(t, '203.0.113.77', `x${i}@example.test`, 'wrong-guess')),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ADDRESS_MAX);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15 - ADDRESS_MAX);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('counts by socket address behind the Node server, never by a forwarded-for header', async () => {
    const t = await createTestHub({ dialect });
    const server = serve({ fetch: t.hub.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const attempt = (i: number) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ email: `x${i}@example.test`, password: 'wrong-guess' }),
        });
      for (let i = 0; i < ADDRESS_MAX; i++) expect((await attempt(i)).status).toBe(401);
      expect((await attempt(99)).status).toBe(429);
      const hits = await t.hub.ctx.db
        .selectFrom('rate_limit_hits')
        .select('key')
        .where('bucket', '=', 'login:address')
        .distinct()
        .execute();
      expect(hits).toEqual([{ key: '127.0.0.1' }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });

  it('with TRUST_PROXY=1 counts the address the nearest proxy appended', async () => {
    const t = await createTestHub({ dialect, config: { TRUST_PROXY: 1 } });
    const server = serve({ fetch: t.hub.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      let n = 0;
      // A new email each time: only the address limit is under test (not one pair's growing delays).
      const attempt = (client: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.6.6, ${client}` },
          body: JSON.stringify({ email: `nobody${n++}@example.test`, password: 'wrong-guess' }),
        });
      for (let i = 0; i < ADDRESS_MAX; i++) expect((await attempt('192.0.2.10')).status).toBe(401);
      expect((await attempt('192.0.2.10')).status).toBe(429);
      // Another client behind the same proxy is not locked out; a spoofed first entry changes nothing.
      expect((await attempt('192.0.2.11')).status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });
});
