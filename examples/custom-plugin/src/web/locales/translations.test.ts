import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';
import { NOTES_LOADERS } from './index.ts';

/** Strings that are the same word in that language. */
const SAME_AS_ENGLISH = ['fr:tab', 'fr:title'];

describe('the notes panel strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, NOTES_LOADERS, SAME_AS_ENGLISH);
  });
});
