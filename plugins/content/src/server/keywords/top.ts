import { fromJson } from '@ecohub/core';
import { analyticsService } from '@ecohub/plugin-analytics/shared';
import { type ContentLanguage, TOP_KEYWORDS } from '../../shared/constants.ts';
import type { Draft, KeywordsResult } from '../../shared/content.ts';
import type { ContentHub } from '../hub.ts';
import type { ItemStore } from '../items/service.ts';
import { parseMarkdown } from '../seo/text.ts';
import { contentWords } from './extract.ts';

/** Days of tracked search visits the top keywords look back on. */
export const SEARCH_DAYS = 90;
/** Words kept per item. */
const PER_ITEM = 50;

/**
 * An item's content words with their counts (its title, subheadings and text, read in its
 * language): computed once when the item is written, so the top keywords only add stored counts.
 */
export function itemKeywords(
  draft: Pick<Draft, 'title' | 'body'>,
  language: ContentLanguage,
): Record<string, number> {
  const parsed = parseMarkdown(draft.body);
  const counts = new Map<string, number>();
  for (const w of contentWords([draft.title, ...parsed.headings, parsed.plain].join('\n'), language))
    counts.set(w, (counts.get(w) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).slice(0, PER_ITEM));
}

/**
 * Top keywords: the most frequent content words of the organisation's published items, and the
 * search terms visitors arrived with when the analytics plugin is enabled.
 */
export function topKeywords(hub: ContentHub, items: ItemStore) {
  return async (orgId: string): Promise<KeywordsResult> => {
    const counts = new Map<string, number>();
    for (const row of await items.publishedKeywords(orgId))
      for (const [w, n] of Object.entries(fromJson<Record<string, number>>(row.keywords, {})))
        counts.set(w, (counts.get(w) ?? 0) + n);
    const content = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_KEYWORDS)
      .map(([keyword, count]) => ({ keyword, count, source: 'content' as const }));
    const analytics = hub.tryUse(analyticsService);
    const search = analytics
      ? (await analytics.searchTerms(orgId, SEARCH_DAYS, TOP_KEYWORDS)).map((s) => ({
          keyword: s.term,
          count: s.visits,
          source: 'search' as const,
        }))
      : [];
    return { keywords: [...content, ...search] };
  };
}
