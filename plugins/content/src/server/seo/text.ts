/** A Markdown body read the way the checks need it: sections, plain sentences, words and links. */
export interface ParsedText {
  headings: string[];
  paragraphs: string[];
  /** Words of each section: the part before the first heading, then one per heading. */
  sectionWords: number[];
  plain: string;
  words: string[];
  sentences: string[];
  links: Array<{ text: string; href: string }>;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Lower case without accents: "Éléphant" and "elephant" match, as a reader would expect. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const wordsOf = (s: string): string[] => s.match(WORD) ?? [];

/** Markdown inline syntax removed: links keep their text. */
export function stripInline(s: string): string {
  return s.replace(LINK, '$1').replace(/[*_`>#]+/g, '');
}

export function sentencesOf(plain: string): string[] {
  return plain
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

export function parseMarkdown(body: string): ParsedText {
  const headings: string[] = [];
  const paragraphs: string[] = [];
  const sectionWords: number[] = [0];
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    if (heading?.[1] && !text.includes('\n')) {
      headings.push(stripInline(heading[1]).trim());
      sectionWords.push(0);
      continue;
    }
    const para = stripInline(text.replace(/^[-*+]\s+/gm, '').replace(/^\d+\.\s+/gm, ''));
    paragraphs.push(para);
    sectionWords[sectionWords.length - 1] = (sectionWords.at(-1) ?? 0) + wordsOf(para).length;
  }
  const plain = paragraphs.join('\n');
  const links = [...body.matchAll(LINK)].map((m) => ({ text: m[1] ?? '', href: m[2] ?? '' }));
  return {
    headings,
    paragraphs,
    sectionWords,
    plain,
    words: wordsOf(plain),
    sentences: sentencesOf(plain),
    links,
  };
}

/** How often the keyphrase (all its words, in order) occurs in `text`, accents and case ignored. */
export function countPhrase(text: string, phrase: string): number {
  const p = wordsOf(fold(phrase));
  if (p.length === 0) return 0;
  const w = wordsOf(fold(text));
  let n = 0;
  for (let i = 0; i + p.length <= w.length; i++) if (p.every((x, j) => w[i + j] === x)) n++;
  return n;
}

/** URL slug of a phrase: "Énergie solaire à Paris" → "energie-solaire-a-paris". */
export function slugify(s: string): string {
  return wordsOf(fold(s)).join('-').replace(/['’]/g, '').slice(0, 120).replace(/-+$/, '');
}
