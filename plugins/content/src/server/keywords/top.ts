import { analyticsService } from '@ecohub/plugin-analytics/shared';
import { type ContentLanguage, TOP_KEYWORDS } from '../../shared/constants.ts';
import type { KeywordsResult } from '../../shared/content.ts';
import type { ContentHub } from '../hub.ts';
import type { ItemStore } from '../items/service.ts';
import { parseMarkdown } from '../seo/text.ts';
import { contentWords } from './extract.ts';

/** Days of tracked search visits the top keywords look back on. */
export const SEARCH_DAYS = 90;

/**
 * Top keywords: the most frequent content words of the organisation's published items (each read in
 * its own language), and the search terms visitors arrived with when the analytics plugin is enabled.
 */
export function topKeywords(hub: ContentHub, items: ItemStore) {
  return async (orgId: string): Promise<KeywordsResult> => {
    const counts = new Map<string, number>();
    for (const t of await items.publishedTexts(orgId)) {
      const parsed = parseMarkdown(t.body);
      const text = [t.title, ...parsed.headings, parsed.plain].join('\n');
      for (const w of contentWords(text, t.language as ContentLanguage))
        counts.set(w, (counts.get(w) ?? 0) + 1);
    }
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
