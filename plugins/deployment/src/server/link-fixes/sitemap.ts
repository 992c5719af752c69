import { createRequire } from 'node:module';
import type { XMLParser } from 'fast-xml-parser';

/** fast-xml-parser is required with the first sitemap, not at the hub's start. */
let xml: XMLParser | undefined;
const sitemapParser = () => {
  if (xml) return xml;
  const { XMLParser } = createRequire(import.meta.url)('fast-xml-parser') as typeof import('fast-xml-parser');
  xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });
  return xml;
};

/**
 * A sitemap's page URLs and, for a sitemap index, its child sitemaps (sitemaps.org protocol).
 * Anything that is not one answers empty lists.
 */
export function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  let doc: Record<string, unknown>;
  try {
    doc = sitemapParser().parse(xml) as Record<string, unknown>;
  } catch {
    return { pages: [], sitemaps: [] };
  }
  const locs = (node: unknown, child: string): string[] => {
    const entries = (node as Record<string, unknown> | undefined)?.[child];
    const list = Array.isArray(entries) ? entries : entries ? [entries] : [];
    return list
      .map((e) => (e as { loc?: unknown }).loc)
      .filter((l): l is string => typeof l === 'string' && l.length > 0);
  };
  return { pages: locs(doc.urlset, 'url'), sitemaps: locs(doc.sitemapindex, 'sitemap') };
}
