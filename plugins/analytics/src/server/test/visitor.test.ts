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
});
