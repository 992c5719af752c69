import readability from 'text-readability';
import type { ContentLanguage } from '../../shared/constants.ts';
import type { ParsedText } from './text.ts';

const VOWELS: Record<Exclude<ContentLanguage, 'en'>, RegExp> = {
  fr: /[aeiouyàâäéèêëîïôöùûüÿœæ]+/giu,
  de: /[aeiouyäöü]+/giu,
  es: /[aeiouáéíóúü]+/giu,
};

/** Syllables of a French, German or Spanish word: its vowel groups (a French final mute e left out). */
export function syllables(word: string, lang: Exclude<ContentLanguage, 'en'>): number {
  const w = word.toLowerCase();
  let n = (w.match(VOWELS[lang]) ?? []).length;
  if (lang === 'fr' && n > 1 && /[^aeiouy]e(s|nt)?$/u.test(w)) n--;
  return Math.max(1, n);
}

/**
 * Reading ease on the 0–100 Flesch scale, with the formula fitted to each language: Flesch (en, by
 * text-readability), Kandel & Moles (fr), Amstad (de), Fernández Huerta (es).
 */
export const FORMULAS: Record<ContentLanguage, string> = {
  en: 'Flesch reading ease',
  fr: 'Kandel–Moles',
  de: 'Amstad',
  es: 'Fernández Huerta',
};

export function readingEase(t: ParsedText, lang: ContentLanguage): number {
  if (t.words.length === 0) return 0;
  if (lang === 'en') return round(readability.fleschReadingEase(t.sentences.join(' ')));
  const asl = t.words.length / Math.max(1, t.sentences.length);
  const asw = t.words.reduce((n, w) => n + syllables(w, lang), 0) / t.words.length;
  if (lang === 'fr') return round(207 - 1.015 * asl - 73.6 * asw);
  if (lang === 'de') return round(180 - asl - 58.5 * asw);
  return round(206.84 - 60 * asw - 1.02 * asl);
}

const round = (n: number) => Math.round(n * 10) / 10;
