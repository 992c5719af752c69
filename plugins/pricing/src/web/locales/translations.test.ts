import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';
import { PRICING_LOADERS } from './index.ts';

/** The English strings with their plural forms folded into the general key, as translations use it. */
const { zipHint_one: _one, zipHint_other, ...local } = en.local;
const english = { ...en, local: { ...local, zipHint: zipHint_other } };

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

describe('the pricing strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(english, PRICING_LOADERS, SAME_AS_ENGLISH);
  });
});
