import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

/** Languages offered by the switcher; English is complete, the others are a later issue. */
export const LANGUAGES = [{ code: 'en', name: 'English' }] as const;

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
});

/** Adds a namespace of messages per language (the app's own, or a web plugin's `messages`). */
export function addMessages(ns: string, messages: Record<string, Record<string, unknown>>): void {
  for (const [lng, res] of Object.entries(messages)) i18n.addResourceBundle(lng, ns, res, true, true);
}

export { Trans, useTranslation } from 'react-i18next';
