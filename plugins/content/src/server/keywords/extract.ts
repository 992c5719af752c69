import { createRequire } from 'node:module';
import type model from 'wink-eng-lite-web-model';
import type winkNLP from 'wink-nlp';
import type { ContentLanguage } from '../../shared/constants.ts';
import { fold, wordsOf } from '../seo/text.ts';
import { STOPWORDS } from './stopwords.ts';

let english: ReturnType<typeof winkNLP> | null = null;
/**
 * wink-nlp with its English model (inside the package: nothing is downloaded), loaded and built on
 * first use rather than with the plugin (the model takes a while to load at the hub's start).
 */
function nlp() {
  if (english) return english;
  const require = createRequire(import.meta.url);
  english = (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model') as typeof model);
  return english;
}

/**
 * The content words of a text in order (lower case): for English, wink-nlp's word tokens without
 * its stop words; for French, German and Spanish, words outside the language's function words.
 */
export function contentWords(text: string, lang: ContentLanguage): string[] {
  if (lang === 'en') {
    const n = nlp();
    const its = n.its;
    return n
      .readDoc(text)
      .tokens()
      .filter((t) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag))
      .out(its.normal)
      .filter((w) => w.length > 2);
  }
  const stop = STOPWORDS[lang];
  return wordsOf(text)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2 && !stop.has(fold(w)) && !/^\d+$/.test(w));
}

/** The most frequent content words, most frequent first (ties: first seen first). */
export function topWords(
  text: string,
  lang: ContentLanguage,
  n: number,
): Array<{ keyword: string; count: number }> {
  const counts = new Map<string, number>();
  for (const w of contentWords(text, lang)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .map(([keyword, count]) => ({ keyword, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, n);
}

/**
 * The focus keyphrase of a topic: the topic itself when short, else its first three content words.
 * Its case is kept (acronyms, German nouns), but for a capitalised first word elsewhere: the phrase
 * also stands inside sentences.
 */
export function keyphraseOf(topic: string, lang: ContentLanguage): string {
  const words = wordsOf(topic).map((w, i) =>
    i === 0 && lang !== 'de' && /^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w,
  );
  if (words.length <= 4) return words.join(' ');
  const content = contentWords(topic, lang);
  return (content.length ? content.slice(0, 3) : words.slice(0, 3)).join(' ');
}
