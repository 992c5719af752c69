import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in that language. */
const SAME_AS_ENGLISH = [
  'de:tabs.backlinks',
  'de:plan.status',
  'es:tabs.backlinks',
  'fr:tabs.backlinks',
  'fr:backlinks.conversion',
  'fr:matrix.services',
  'fr:analytics.stages.impression',
  'nl:tabs.backlinks',
  'nl:plan.status',
  'nl:opportunities.score',
  'pl:plan.status',
  'pt:tabs.backlinks',
  'pt:plan.status',
];

describe('the cross-sales tab strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
