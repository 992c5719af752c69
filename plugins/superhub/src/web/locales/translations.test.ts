import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';
import { SUPERHUB_LOADERS } from './index.ts';

const SAME_AS_ENGLISH = [
  '*:title', // the product's name
  'fr:apps.title',
  'fr:endpoints.description',
];

describe('the SuperHub strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, SUPERHUB_LOADERS, SAME_AS_ENGLISH);
  });
});
