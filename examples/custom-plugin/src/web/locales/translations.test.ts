import { translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { describe, it } from 'vitest';
import { en } from '../messages.ts';

/** Strings that are the same word in that language. */
const SAME_AS_ENGLISH = ['fr:tab', 'fr:title'];

describe('the notes panel strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    // The same glob the web plugin declares, so a language file left out of it fails here.
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });
});
