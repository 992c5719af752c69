import type { MessageLoaders, Translated } from '@ecohub/web-kit';
import type { en } from '../messages.ts';

/** What each language translates: every string of the `pricing` namespace. */
export type PricingMessages = Translated<typeof en>;

/**
 * The pricing translations, one chunk per language, downloaded only when that language is chosen
 * (English is bundled in messages.ts).
 */
export const PRICING_LOADERS: MessageLoaders = {
  es: () => import('./es.ts').then((m) => m.default),
  fr: () => import('./fr.ts').then((m) => m.default),
  de: () => import('./de.ts').then((m) => m.default),
  pt: () => import('./pt.ts').then((m) => m.default),
  it: () => import('./it.ts').then((m) => m.default),
  nl: () => import('./nl.ts').then((m) => m.default),
  pl: () => import('./pl.ts').then((m) => m.default),
  tr: () => import('./tr.ts').then((m) => m.default),
  ja: () => import('./ja.ts').then((m) => m.default),
  zh: () => import('./zh.ts').then((m) => m.default),
  ar: () => import('./ar.ts').then((m) => m.default),
};
