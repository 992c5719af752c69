import { translationLoaders } from '@ecohub/web-kit';
import '@ecohub/web-kit/testing/dom';
import { addMessages, i18n, setLanguage } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from '../index.tsx';
import { en } from '../messages.ts';

/** Strings that are the same in a language, or not words at all. */
const SAME_AS_ENGLISH = [
  '*:landing.brand', // the product's name
  '*:payments.providers.stripe', // a brand name
  '*:payments.sites.hub', // the product's name, 'Ecosystem Hub CRM', kept as is in several languages
  '*:adaptive.from', // '{{from}} → {{to}}'
  ...['es', 'fr', 'pt', 'it'].map((code) => `${code}:local.base`), // 'Base ({{exposure}} × {{factor}})'
  ...['es', 'pl', 'tr'].map((code) => `${code}:reoss.plan`), // 'Plan'
  ...['es:pricing.errorTitle', 'es:tab.failedTitle', 'es:adaptive.failedTitle'], // 'Error'
  ...['fr', 'de', 'nl'].map((code) => `${code}:local.types.restaurant`),
  ...['de', 'nl', 'pl'].flatMap((code) => [
    `${code}:local.types.wellness`,
    `${code}:local.industries.wellness`,
  ]),
  ...['de', 'pt', 'nl', 'pl'].map((code) => `${code}:payments.cols.status`), // 'Status'
  'fr:tab.contacts',
  'fr:payments.cols.date',
  'fr:payments.cols.description',
];

// As the app does with every web plugin (the plugin's index registers the other languages).
beforeAll(() => addMessages(webPlugin.id, webPlugin.messages));
afterAll(() => setLanguage('en'));

describe('the pricing strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });

  it("use each language's plural forms", async () => {
    const zips = (count: number) => i18n.t('pricing:local.zipHint', { count });
    const seats = (count: number) => i18n.t('pricing:reoss.seats', { count });
    await setLanguage('fr');
    expect([1, 4].map(zips)).toEqual(['1 code postal', '4 codes postaux']);
    await setLanguage('pl');
    expect([1, 3, 5, 22].map(seats)).toEqual([
      '1 stanowisko',
      '3 stanowiska',
      '5 stanowisk',
      '22 stanowiska',
    ]);
    await setLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map(zips)).toEqual([
      'لا رموز بريدية',
      'رمز بريدي واحد',
      'رمزان بريديان',
      '3 رموز بريدية',
      '11 رمزًا بريديًا',
      '100 رمز بريدي',
    ]);
    await setLanguage('ja');
    expect(seats(3)).toBe('3席');
    await setLanguage('en');
    expect([1, 2].map(zips)).toEqual(['1 ZIP code', '2 ZIP codes']);
  });
});
