import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in that language. */
const SAME_AS_ENGLISH = [
  'de:setup.carddavServer',
  'it:setup.carddavServer',
  'it:setup.carddavPassword',
  'nl:setup.carddavServer',
  'fr:type.contacts',
  'fr:type.messages',
  'nl:activity.items',
  'it:activity.items',
];

describe('the iphone-sync strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
