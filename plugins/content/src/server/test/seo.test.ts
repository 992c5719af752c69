import { describe, expect, it } from 'vitest';
import type { SeoCheck } from '../../shared/seo.ts';
import { keyphraseOf } from '../keywords/extract.ts';
import { scoreContent } from '../seo/checks.ts';
import { readingEase, syllables } from '../seo/readability.ts';
import { countPhrase, parseMarkdown, slugify } from '../seo/text.ts';

const rating = (checks: SeoCheck[], id: SeoCheck['id']) => checks.find((c) => c.id === id);

// 20 short sentences of 10 words about "garden tools" (counted by hand: 200 words, keyphrase 4 times).
const sentence = (i: number) =>
  i % 5 === 0
    ? 'Good garden tools make the work in spring much easier.'
    : 'A sharp spade and strong gloves help every single weekend.';
const GARDEN = [
  '## Garden tools for beginners',
  Array.from({ length: 10 }, (_, i) => sentence(i)).join(' '),
  '## Caring for your shed',
  `${Array.from({ length: 10 }, (_, i) => sentence(i)).join(' ')} See [our shop](/shop).`,
].join('\n\n');

describe('SEO checks on hand-scored texts', () => {
  it('reads Markdown: headings, sections, sentences, words and links', () => {
    const t = parseMarkdown(GARDEN);
    expect(t.headings).toEqual(['Garden tools for beginners', 'Caring for your shed']);
    expect(t.sentences).toHaveLength(21);
    expect(t.words).toHaveLength(203); // 200 + "See our shop"
    expect(t.sectionWords).toEqual([0, 100, 103]);
    expect(t.links).toEqual([{ text: 'our shop', href: '/shop' }]);
    expect(countPhrase(t.plain, 'garden tools')).toBe(4);
    expect(countPhrase('Éléphant ROSE', 'elephant rose')).toBe(1);
    expect(slugify('Énergie solaire à Paris')).toBe('energie-solaire-a-paris');
  });

  it('scores a 203-word blog post with the keyphrase in place', () => {
    const r = scoreContent({
      title: 'Garden tools: a beginner guide',
      metaDescription:
        'Which garden tools a beginner needs, how to keep them sharp and where to store them safely through the winter months.',
      slug: 'garden-tools-beginner-guide',
      body: GARDEN,
      keyphrase: 'garden tools',
      type: 'blog',
      language: 'en',
    });
    // 4 / 203 = 2.0 % (Yoast's 0.5–3 %).
    expect(rating(r.checks, 'keyphraseDensity')).toMatchObject({ rating: 'good', value: 2 });
    expect(rating(r.checks, 'keyphraseTitle')?.rating).toBe('good');
    expect(rating(r.checks, 'keyphraseSlug')?.rating).toBe('good');
    expect(rating(r.checks, 'keyphraseIntro')?.rating).toBe('good');
    // 1 of 2 headings = 50 %.
    expect(rating(r.checks, 'keyphraseHeadings')).toMatchObject({ rating: 'good', value: 50 });
    // 117 characters: the keyphrase is there, the length is just short of 120.
    expect(rating(r.checks, 'keyphraseMeta')).toMatchObject({ rating: 'ok', value: 117 });
    // 203 words: two thirds of 300 or more is ok, under 300 not good.
    expect(rating(r.checks, 'length')).toMatchObject({ rating: 'ok', value: 203 });
    expect(rating(r.checks, 'sentenceLength')).toMatchObject({ rating: 'good', value: 0 });
    expect(rating(r.checks, 'headings')).toMatchObject({ rating: 'good', value: 103 });
    expect(rating(r.checks, 'internalLinks')).toMatchObject({ rating: 'good', value: 1 });
    expect(rating(r.checks, 'readability')?.rating).toBe('good');
    // 9 good + 2 ok of 11 checks.
    expect(r.score).toBe(91);
    expect(r.words).toBe(203);
  });

  it('fails a wall of long sentences without the keyphrase, headings or links', () => {
    const long =
      'Notwithstanding considerable organisational complexity, implementation methodologies necessitate comprehensive interdisciplinary collaboration between stakeholders, consultants and administrators throughout procurement for every large public project in the region.';
    const body = Array.from({ length: 30 }, () => long).join(' ');
    const r = scoreContent({
      title: 'Procurement',
      metaDescription: 'Short.',
      slug: 'procurement',
      body,
      keyphrase: 'garden tools',
      type: 'blog',
      language: 'en',
    });
    for (const id of [
      'keyphraseDensity',
      'keyphraseTitle',
      'keyphraseIntro',
      'keyphraseHeadings',
      'keyphraseSlug',
      'keyphraseMeta',
      'sentenceLength',
      'headings',
      'internalLinks',
      'readability',
    ] as const)
      expect(rating(r.checks, id)?.rating, id).toBe('bad');
    expect(rating(r.checks, 'sentenceLength')?.value).toBe(100);
    expect(r.score).toBe(9); // only the length (750 words) is good: 1 of 11
  });

  it('measures reading ease with each language’s formula', () => {
    expect(syllables('maison', 'fr')).toBe(2);
    expect(syllables('table', 'fr')).toBe(1); // the mute final e
    expect(syllables('Haus', 'de')).toBe(1);
    expect(syllables('Häuser', 'de')).toBe(2);
    expect(syllables('casa', 'es')).toBe(2);
    // Kandel–Moles: 207 − 1.015 × 4 words − 73.6 × (4 syllables / 4 words) = 129.3 (very easy
    // text scores above 100, as the formula does)
    expect(readingEase(parseMarkdown('Le chat dort bien.'), 'fr')).toBe(129.3);
    // Kandel–Moles, 2 sentences of 4 words, 10 syllables: 207 − 4.06 − 73.6 × 1.25 = 110.9
    expect(readingEase(parseMarkdown('La maison est belle. Le jardin est grand.'), 'fr')).toBe(110.9);
    // Amstad: 180 − 4 − 58.5 × (4 / 4) = 117.5
    expect(readingEase(parseMarkdown('Das Haus ist groß.'), 'de')).toBe(117.5);
    // Fernández Huerta: 206.84 − 60 × (7 / 4) − 1.02 × 4 = 97.76 → 97.8
    expect(readingEase(parseMarkdown('La casa es bonita.'), 'es')).toBe(97.8);
    // English through text-readability's Flesch reading ease.
    expect(readingEase(parseMarkdown('The cat sat on the mat.'), 'en')).toBeGreaterThan(100);
  });

  it('asks a social post for brevity, not for headings or 300 words', () => {
    const r = scoreContent({
      title: 'Garden tools in one minute',
      metaDescription:
        'A short take on garden tools: one idea you can use today, with a link to our shop for more ideas and good advice.',
      slug: 'garden-tools-in-one-minute',
      body: 'Garden tools do not have to be expensive. Pick one good spade and keep it sharp. [More tips](/blog).',
      keyphrase: 'garden tools',
      type: 'social',
      language: 'en',
    });
    expect(rating(r.checks, 'length')).toMatchObject({ rating: 'good', value: 18 });
    expect(rating(r.checks, 'keyphraseHeadings')?.rating).toBe('good');
    expect(rating(r.checks, 'keyphraseDensity')?.rating).toBe('good');
  });

  it('takes the keyphrase from the topic, keeping acronyms and German nouns', () => {
    expect(keyphraseOf('AI home valuations', 'en')).toBe('AI home valuations');
    expect(keyphraseOf('Solar panels', 'en')).toBe('solar panels');
    expect(keyphraseOf('Immobilienbewertung mit KI', 'de')).toBe('Immobilienbewertung mit KI');
    expect(keyphraseOf('How to install solar panels on a small family home', 'en')).toBe(
      'install solar panels',
    );
    expect(keyphraseOf('Comment choisir des panneaux solaires pour une maison', 'fr')).toBe(
      'comment choisir panneaux',
    );
  });
});
