import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in that language. */
const SAME_AS_ENGLISH = [
  'it:analytics.source.email',
  'de:tabs.dashboard',
  'de:websites.revenue',
  'de:websites.live',
  'nl:websites.live',
  'de:analytics.funnelSite',
  'fr:websites.conversion',
  'fr:analytics.funnelSite',
  'nl:analytics.funnelSite',
  'pl:analytics.funnelSite',
];

describe('the analytics panels strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
