import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same in that language (product names, loanwords, units). */
const SAME_AS_ENGLISH = [
  'de:form.domain',
  'de:card.leads',
  'de:listings.sqft',
  'de:form.white_label',
  'fr:card.conversion',
  'it:form.white_label',
  'nl:form.white_label',
  'nl:card.leads',
  'nl:listings.sqft',
  'pl:form.white_label',
  'pt:card.leads',
];

describe('the IDX builder strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
