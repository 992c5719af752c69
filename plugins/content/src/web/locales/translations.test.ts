import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same in that language. */
const SAME_AS_ENGLISH = [
  'it:types.landing',
  '*:keywords.count',
  'nl:tab',
  'de:generator.website',
  'nl:generator.website',
  'pl:seo.rating.bad',
  'de:seo.rating.bad',
  'it:generator.type',
];

describe('the content strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
