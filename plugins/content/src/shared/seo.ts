/** One SEO check of an item, scored in the item's language. */
export const SEO_CHECKS = [
  'readability',
  'keyphraseDensity',
  'keyphraseTitle',
  'keyphraseIntro',
  'keyphraseHeadings',
  'keyphraseSlug',
  'keyphraseMeta',
  'length',
  'sentenceLength',
  'headings',
  'internalLinks',
] as const;
export type SeoCheckId = (typeof SEO_CHECKS)[number];

export type SeoRating = 'good' | 'ok' | 'bad';

export interface SeoCheck {
  id: SeoCheckId;
  rating: SeoRating;
  /** The measured value (a score, percent, count or words) the rating was given for. */
  value: number;
  /** Why, in words (English; the panel shows its own translation of the check's label). */
  reason: string;
}

export interface SeoReport {
  /** 0–100: good checks count fully, ok half. */
  score: number;
  checks: SeoCheck[];
  /** The readability formula used for the language (Flesch, Kandel–Moles, Amstad, Fernández Huerta). */
  formula: string;
  words: number;
}
