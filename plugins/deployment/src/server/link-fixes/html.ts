import { Parser } from 'htmlparser2';

export interface ParsedPage {
  /** Every href/src a visitor can follow, resolved against the page (and its `<base href>`). */
  links: string[];
  /** Every `id` and `<a name>`: the fragments this page answers. */
  anchors: Set<string>;
  title: string;
  h1: string;
  /** `<meta name="robots" content="nofollow">`: its links are not followed. */
  nofollow: boolean;
}

/** The attributes whose URLs are links (what a visitor or the browser follows). */
const LINK_ATTRS: Record<string, string> = { a: 'href', area: 'href', iframe: 'src', frame: 'src' };

/**
 * Streams an HTML body through htmlparser2 (chunk by chunk, no DOM is built): links, anchors,
 * title and first h1. Links are absolute http(s) URLs; mailto:, javascript: and the like are left out.
 */
export function parseHtml(body: Buffer, pageUrl: string): ParsedPage {
  let base = pageUrl;
  const raw: string[] = [];
  const anchors = new Set<string>();
  let title = '';
  let h1 = '';
  let inTitle = false;
  let inH1 = false;
  let h1Done = false;
  let nofollow = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) anchors.add(attrs.id);
        if (name === 'a' && attrs.name) anchors.add(attrs.name);
        if (name === 'base' && attrs.href) base = resolve(attrs.href, pageUrl) ?? base;
        else if (name === 'title') inTitle = true;
        else if (name === 'h1' && !h1Done) inH1 = true;
        else if (name === 'meta' && attrs.name?.toLowerCase() === 'robots')
          nofollow = /nofollow|none/i.test(attrs.content ?? '');
        const attr = LINK_ATTRS[name];
        if (attr && attrs[attr] !== undefined && !/\bnofollow\b/i.test(attrs.rel ?? ''))
          raw.push(attrs[attr]);
      },
      ontext(text) {
        if (inTitle) title += text;
        if (inH1) h1 += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'h1' && inH1) {
          inH1 = false;
          h1Done = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  const CHUNK = 64 * 1024;
  for (let i = 0; i < body.length; i += CHUNK) parser.write(body.subarray(i, i + CHUNK).toString('utf8'));
  parser.end();
  const links: string[] = [];
  for (const href of raw) {
    const url = resolve(href.trim(), base);
    if (url) links.push(url);
  }
  return { links, anchors, title: squash(title), h1: squash(h1), nofollow };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function resolve(href: string, base: string): string | null {
  if (!href || /^(mailto|tel|javascript|data|sms|ftp):/i.test(href)) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
