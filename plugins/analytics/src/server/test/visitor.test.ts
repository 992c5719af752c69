import { hash } from 'node:crypto';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../index.ts';
import { received } from './helpers.ts';

describe.each(testDialects)('cookieless visitor ids on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('are stable within a day, unlinkable across days, and keep only the current salt', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystem, analytics] });
    const { visitors } = t.hub.running('analytics').setup as {
      visitors: { of(e: unknown): Promise<string> };
    };
    const client = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' };
    const at = (day: string, over = {}) =>
      received('org', 'site-a', { receivedAt: `${day}T10:00:00.000Z`, client, ...over });

    const monday = await visitors.of(at('2026-06-01'));
    expect(await visitors.of(at('2026-06-01'))).toBe(monday);
    expect(monday).not.toContain('203.0.113.7');
    expect(await visitors.of(at('2026-06-01', { appId: 'site-b' }))).not.toBe(monday);
    expect(await visitors.of(at('2026-06-01', { client: { ...client, userAgent: 'Other' } }))).not.toBe(
      monday,
    );

    const tuesday = await visitors.of(at('2026-06-02'));
    expect(tuesday).not.toBe(monday);
    const salts = await t.hub.ctx.db.selectFrom('analytics_salts').select('day').execute();
    expect(salts.map((s: { day: string }) => s.day)).toEqual(['2026-06-02']);

    // Server events have no caller: they count for their user.
    expect(await visitors.of(received('org', 'site-a', { user: 'ada@example.com' }))).toBe(
      'u:ada@example.com',
    );
  });

  it("are the salted hash of site, address and user agent, whatever the day's salt", async () => {
    t = await createTestHub({ dialect, plugins: [ecosystem, analytics] });
    const { visitors } = t.hub.running('analytics').setup as {
      visitors: { of(e: unknown): string | Promise<string> };
    };
    const saltOf = async (day: string) =>
      (
        (await t.hub.ctx.db
          .selectFrom('analytics_salts')
          .select('salt')
          .where('day', '=', day)
          .executeTakeFirstOrThrow()) as { salt: string }
      ).salt;
    const expected = (salt: string, site: string, address: string, userAgent: string) =>
      hash('sha256', `${salt}\u0000${site}\u0000${address}\u0000${userAgent}`, 'base64url').slice(0, 22);

    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      const at = `${day}T10:00:00.000Z`;
      // The first event of a day reads its salt; the next ones use the one in memory.
      await visitors.of(
        received('org', 'site-a', { receivedAt: at, client: { address: '::1', userAgent: 'x' } }),
      );
      const salt = await saltOf(day);
      for (const [site, address, userAgent] of [
        ['site-a', '203.0.113.7', 'Mozilla/5.0 Test'],
        ['site-b', '203.0.113.7', 'Mozilla/5.0 Test'],
        ['site-a', '198.51.100.2', 'Mozilla/5.0 Test'],
        ['site-a', '203.0.113.7', 'Other'],
      ] as const) {
        const e = received('org', site, { receivedAt: at, client: { address, userAgent } });
        expect(await visitors.of(e)).toBe(expected(salt, site, address, userAgent));
      }
    }
  });
});
