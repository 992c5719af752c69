/** A language of the switcher: its BCP 47 code, its own name, and its writing direction. */
export interface Language {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The languages offered by the switcher (spec 000: "translation into more than 10 languages"), each
 * named in itself. English is bundled and complete; the others load on demand, per namespace, and
 * fall back to English for strings not translated yet.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** A code of LANGUAGES (`fr-CA` → `fr`), or null. */
export function offeredLanguage(code: string | null | undefined): LanguageCode | null {
  if (!code) return null;
  const base = code.toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l.code === base)?.code ?? null;
}

export const languageDir = (code: string): 'ltr' | 'rtl' =>
  LANGUAGES.find((l) => l.code === offeredLanguage(code))?.dir ?? 'ltr';
