import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in a language. */
const SAME_AS_ENGLISH = [
  'de:form.name',
  'de:lists.status',
  'de:automation.workflows',
  'fr:campaigns.conversion',
  'fr:campaigns.statuses.Active',
  'fr:lists.source',
  'fr:automation.workflows',
  'fr:automation.performance',
  'fr:automation.description',
  'it:campaigns.types.email',
  'nl:lists.status',
  'nl:automation.workflows',
  'nl:automation.trigger',
  'pl:lists.status',
  'pl:lists.tag',
];

describe('the marketing strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
