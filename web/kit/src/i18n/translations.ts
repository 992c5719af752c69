import type { MessageLoaders, Messages } from './index.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

/** What `import.meta.glob('./locales/*.ts')` returns: file path → loader of the module. */
export type TranslationModules = Record<string, () => Promise<unknown>>;

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));

/**
 * Turns a glob of `locales/<code>.ts` files (each `export default { … }`) into per-language
 * loaders. English stays in `messages` (bundled); files that are not a known language code
 * (index.ts, tests) are ignored, so a plugin declares its translations with one line.
 */
export function translationLoaders(modules: TranslationModules): MessageLoaders {
  const loaders: MessageLoaders = {};
  for (const [file, load] of Object.entries(modules)) {
    const code = file.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '');
    if (code === 'en' || !CODES.has(code)) continue;
    loaders[code as LanguageCode] = () =>
      load().then((m) => ((m as { default?: Messages }).default ?? m) as Messages);
  }
  return loaders;
}
