import type { ContentLanguage, ContentType } from '../../shared/constants.ts';
import type { SeoCheck, SeoRating, SeoReport } from '../../shared/seo.ts';
import { FORMULAS, readingEase } from './readability.ts';
import { countPhrase, parseMarkdown, slugify, wordsOf } from './text.ts';

export interface SeoInput {
  title: string;
  metaDescription: string;
  slug: string;
  body: string;
  keyphrase: string;
  type: ContentType;
  language: ContentLanguage;
}

/** Words a piece of each type needs (Yoast's 300 for articles); social posts also have a ceiling. */
export const LENGTH: Record<ContentType, { min: number; max?: number }> = {
  blog: { min: 300 },
  landing: { min: 300 },
  product: { min: 200 },
  email: { min: 120 },
  social: { min: 15, max: 80 },
};

/** Keyphrase density bounds in percent (Yoast: 0.5–3 %). */
export const DENSITY = { min: 0.5, max: 3 };
/** A sentence is long above this many words; at most this share of them may be long. */
export const LONG_SENTENCE_WORDS = 20;
export const LONG_SENTENCE_SHARE = { good: 25, ok: 30 };
/** Words a section may hold before it needs a subheading. */
export const SECTION_WORDS = { good: 300, ok: 350 };
/** Reading ease on the 0–100 scale. */
export const EASE = { good: 60, ok: 50 };

const POINTS: Record<SeoRating, number> = { good: 1, ok: 0.5, bad: 0 };
const long = (t: ContentType) => t === 'blog' || t === 'landing' || t === 'product';

/** Scores one item in its own language: every check with its rating, measured value and reason. */
export function scoreContent(input: SeoInput): SeoReport {
  const t = parseMarkdown(input.body);
  const phrase = input.keyphrase;
  const checks: SeoCheck[] = [];
  const add = (id: SeoCheck['id'], rating: SeoRating, value: number, reason: string) =>
    checks.push({ id, rating, value, reason });

  const ease = readingEase(t, input.language);
  add(
    'readability',
    ease >= EASE.good ? 'good' : ease >= EASE.ok ? 'ok' : 'bad',
    ease,
    `${FORMULAS[input.language]} ${ease}: ${ease >= EASE.good ? 'easy to read' : ease >= EASE.ok ? 'fairly difficult' : 'difficult'} (aim for ${EASE.good} or more)`,
  );

  const words = t.words.length;
  const hits = countPhrase(t.plain, phrase);
  // Yoast's measure: occurrences of the whole keyphrase per 100 words.
  const density = words === 0 ? 0 : Math.round((hits / words) * 1000) / 10;
  add(
    'keyphraseDensity',
    // Below 100 words (a social post) one mention is already a few percent: any mention is right.
    (words < 100 ? hits > 0 : density >= DENSITY.min && density <= DENSITY.max)
      ? 'good'
      : density > 0 && density < DENSITY.min
        ? 'ok'
        : 'bad',
    density,
    `The keyphrase appears ${hits} times: ${density} % of the text (aim for ${DENSITY.min}–${DENSITY.max} %)`,
  );

  const inTitle = countPhrase(input.title, phrase) > 0;
  add(
    'keyphraseTitle',
    inTitle ? 'good' : 'bad',
    inTitle ? 1 : 0,
    inTitle ? 'The title contains the keyphrase' : 'The title does not contain the keyphrase',
  );

  const intro = t.paragraphs[0] ?? '';
  const inIntro = countPhrase(intro, phrase) > 0;
  add(
    'keyphraseIntro',
    inIntro ? 'good' : 'bad',
    inIntro ? 1 : 0,
    inIntro
      ? 'The first paragraph contains the keyphrase'
      : 'The first paragraph does not contain the keyphrase',
  );

  const withPhrase = t.headings.filter((h) => countPhrase(h, phrase) > 0).length;
  const share = t.headings.length ? Math.round((withPhrase / t.headings.length) * 100) : 0;
  if (t.headings.length === 0)
    add(
      'keyphraseHeadings',
      long(input.type) ? 'bad' : 'good',
      0,
      long(input.type)
        ? 'There are no subheadings to carry the keyphrase'
        : `A ${input.type} needs no subheadings`,
    );
  else
    add(
      'keyphraseHeadings',
      share >= 30 && share <= 75 ? 'good' : withPhrase > 0 ? 'ok' : 'bad',
      share,
      `${withPhrase} of ${t.headings.length} subheadings contain the keyphrase (aim for 30–75 %)`,
    );

  const slugWords = new Set(input.slug.split('-'));
  const inSlug = slugify(phrase)
    .split('-')
    .every((w) => slugWords.has(w));
  add(
    'keyphraseSlug',
    inSlug ? 'good' : 'bad',
    inSlug ? 1 : 0,
    inSlug ? 'The slug contains the keyphrase' : 'The slug does not contain the keyphrase',
  );

  const inMeta = countPhrase(input.metaDescription, phrase) > 0;
  const metaLen = input.metaDescription.length;
  const metaOk = metaLen >= 120 && metaLen <= 160;
  add(
    'keyphraseMeta',
    inMeta && metaOk ? 'good' : inMeta || metaOk ? 'ok' : 'bad',
    metaLen,
    `The meta description ${inMeta ? 'contains' : 'lacks'} the keyphrase and has ${metaLen} characters (aim for 120–160)`,
  );

  const { min, max } = LENGTH[input.type];
  const lengthRating: SeoRating =
    max !== undefined && words > max ? 'ok' : words >= min ? 'good' : words >= min * 0.66 ? 'ok' : 'bad';
  add(
    'length',
    lengthRating,
    words,
    `${words} words (a ${input.type} needs at least ${min}${max ? ` and at most ${max}` : ''})`,
  );

  const longOnes = t.sentences.filter((s) => wordsOf(s).length > LONG_SENTENCE_WORDS).length;
  const longShare = t.sentences.length ? Math.round((longOnes / t.sentences.length) * 100) : 0;
  add(
    'sentenceLength',
    longShare <= LONG_SENTENCE_SHARE.good ? 'good' : longShare <= LONG_SENTENCE_SHARE.ok ? 'ok' : 'bad',
    longShare,
    `${longShare} % of the sentences have more than ${LONG_SENTENCE_WORDS} words (aim for at most ${LONG_SENTENCE_SHARE.good} %)`,
  );

  const longest = Math.max(0, ...t.sectionWords);
  const needsHeadings = long(input.type) && words > SECTION_WORDS.good;
  add(
    'headings',
    longest <= SECTION_WORDS.good && (!needsHeadings || t.headings.length > 0)
      ? 'good'
      : longest <= SECTION_WORDS.ok
        ? 'ok'
        : 'bad',
    longest,
    `${t.headings.length} subheadings; the longest section has ${longest} words (aim for at most ${SECTION_WORDS.good})`,
  );

  const internal = t.links.filter((l) => l.href.startsWith('/') && !l.href.startsWith('//')).length;
  add(
    'internalLinks',
    internal > 0 ? 'good' : long(input.type) ? 'bad' : 'ok',
    internal,
    internal > 0 ? `${internal} internal links` : 'No internal links to the website’s other pages',
  );

  const score = Math.round((checks.reduce((n, c) => n + POINTS[c.rating], 0) / checks.length) * 100);
  return { score, checks, formula: FORMULAS[input.language], words };
}
