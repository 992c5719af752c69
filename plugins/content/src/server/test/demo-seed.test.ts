import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { CALENDAR_ITEMS } from '../../shared/constants.ts';
import { contentHub } from './helpers.ts';

const headers = { [DEMO_HEADER]: '1' };

describe.each(testDialects)('the content demo on %s', (dialect) => {
  it('seeds drafts, the calendar’s scheduled items and published pieces, readable read-only', {
    timeout: 60_000,
  }, async () => {
    const t = await contentHub(dialect);
    try {
      await seedDemo(t.hub);
      const { items } = await (await t.request('/api/content', { headers })).json();
      const by = (s: string) => items.filter((i: { status: string }) => i.status === s).length;
      expect([by('draft'), by('scheduled'), by('published')]).toEqual([1, CALENDAR_ITEMS, 2]);
      expect(new Set(items.map((i: { language: string }) => i.language))).toEqual(
        new Set(['en', 'fr', 'de']),
      );
      expect(items.every((i: { seoScore: number }) => i.seoScore > 0)).toBe(true);
      const cal = await (await t.request('/api/content/calendar', { headers })).json();
      expect(cal.items).toHaveLength(CALENDAR_ITEMS);
      const kw = await (await t.request('/api/content/keywords', { headers })).json();
      expect(kw.keywords.length).toBeGreaterThan(0);
      // The demo is read-only.
      const quick = await t.request('/api/content/quick-publish', { method: 'POST', headers });
      expect(quick.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
