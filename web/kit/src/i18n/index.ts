import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { activityFormatters } from './activity-values.ts';
import { en } from './en.ts';
import { type LanguageCode, languageDir, offeredLanguage } from './languages.ts';

export { LANGUAGES, type Language, type LanguageCode, offeredLanguage } from './languages.ts';

export type Messages = Record<string, unknown>;
/** A namespace's messages per language, each loaded on demand: `{ fr: () => import('./fr.ts')… }`. */
export type MessageLoaders = Partial<Record<LanguageCode, () => Promise<Messages>>>;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/**
 * The shape of a translation of the English strings `T`: every key as a string (lists as string
 * lists), English plural keys folded into their general key (`zipHint_one`, `zipHint_other` →
 * `zipHint`), plus each language's own i18next plural forms (`seats_few`…). A locale file is
 * `export default { … } satisfies Translated<typeof en>` or typed with it.
 */
export type Translated<T> = {
  [K in keyof T as K extends `${infer Base}_${PluralForm}` ? Base : K]: T[K] extends string
    ? string
    : T[K] extends string[]
      ? string[]
      : Translated<T[K]>;
} & { [plural: `${string}_${PluralForm}`]: string };

/** Where the chosen language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'ecohub-language';

/** One i18next instance for the app and every plugin; plugin strings live in the namespace `<id>`. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: en } },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  // Strings that arrive after a render (a language's bundle, a namespace registered late) re-render.
  react: { bindI18nStore: 'added' },
});
// Formats activity messages use besides i18next's own (`{{seconds, duration}}`).
for (const [name, format] of Object.entries(activityFormatters)) i18n.services.formatter?.add(name, format);

/** Adds a namespace of messages per language (the app's own, or a web plugin's `messages`). */
export function addMessages(ns: string, messages: Record<string, Record<string, unknown>>): void {
  for (const [lng, res] of Object.entries(messages)) i18n.addResourceBundle(lng, ns, res, true, true);
}

const loaders = new Map<string, MessageLoaders>();
const loads = new Map<string, Promise<void>>();

function load(lng: string, ns: string): Promise<void> {
  const key = `${lng}|${ns}`;
  const loader = loaders.get(ns)?.[lng as LanguageCode];
  if (!loader) return Promise.resolve();
  let p = loads.get(key);
  if (!p) {
    p = loader().then(
      (res) => {
        i18n.addResourceBundle(lng, ns, res, true, true);
      },
      (err: unknown) => {
        loads.delete(key); // a failed download may be retried
        throw err;
      },
    );
    loads.set(key, p);
  }
  return p;
}

/** Every registered namespace of a language, including namespaces registered while loading. */
async function loadLanguage(lng: string): Promise<void> {
  let count: number;
  do {
    count = loaders.size;
    await Promise.all([...loaders.keys()].map((ns) => load(lng, ns)));
  } while (loaders.size !== count);
}

/**
 * Registers a namespace's translations, loaded (dynamic import, one chunk per language) only when
 * their language is chosen; English stays in `addMessages`. Loads at once if that language is on.
 */
export function addMessageLoaders(ns: string, byLanguage: MessageLoaders): void {
  loaders.set(ns, { ...loaders.get(ns), ...byLanguage });
  if (i18n.language !== 'en') load(i18n.language, ns).catch(() => {});
}

let wanted: string = 'en';

/**
 * Switches the UI language: downloads its strings first (so the page changes once), then changes
 * the language, which is kept in localStorage and set on `<html lang dir>`. An unknown code is
 * English. Rejects, leaving the language as it was, when a download fails.
 */
export async function setLanguage(code: string): Promise<LanguageCode> {
  const lng = offeredLanguage(code) ?? 'en';
  wanted = lng;
  await loadLanguage(lng);
  if (wanted === lng) await i18n.changeLanguage(lng); // else a later choice won meanwhile
  return lng;
}

function storedLanguage(): LanguageCode | null {
  try {
    return offeredLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage disabled
  }
}

// Every change, also a direct i18n.changeLanguage (the dashboard header's menu): applied to the
// document, kept, and its strings loaded if they are not yet.
i18n.on('languageChanged', (lng) => {
  const code = offeredLanguage(lng) ?? 'en';
  wanted = code;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = languageDir(code);
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  loadLanguage(code).catch(() => {});
});

addMessageLoaders('common', {
  es: () => import('./locales/es.ts').then((m) => m.default),
  fr: () => import('./locales/fr.ts').then((m) => m.default),
  de: () => import('./locales/de.ts').then((m) => m.default),
  pt: () => import('./locales/pt.ts').then((m) => m.default),
  it: () => import('./locales/it.ts').then((m) => m.default),
  nl: () => import('./locales/nl.ts').then((m) => m.default),
  pl: () => import('./locales/pl.ts').then((m) => m.default),
  tr: () => import('./locales/tr.ts').then((m) => m.default),
  ja: () => import('./locales/ja.ts').then((m) => m.default),
  zh: () => import('./locales/zh.ts').then((m) => m.default),
  ar: () => import('./locales/ar.ts').then((m) => m.default),
});

// The stored choice, once the modules that register their namespaces at start-up have run.
const stored = storedLanguage();
if (stored && stored !== 'en') queueMicrotask(() => setLanguage(stored).catch(() => {}));

export { Trans, useTranslation } from 'react-i18next';
