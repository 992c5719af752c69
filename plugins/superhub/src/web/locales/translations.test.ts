import { addMessages, i18n, setLanguage, translationLoaders } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from '../index.tsx';
import { en } from '../messages.ts';

/** Strings that are the same word in a language, or not words at all. */
const SAME_AS_ENGLISH = [
  '*:nav.superhub', // the product's name
  '*:title', // the product's name
  'fr:apps.title',
  'fr:endpoints.description',
];

describe('the SuperHub strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });

  describe('once the plugin is registered', () => {
    // As the app does with every web plugin (the plugin's index registers the other languages).
    beforeAll(() => {
      installDom();
      addMessages(webPlugin.id, webPlugin.messages);
    });
    afterAll(() => setLanguage('en'));

    it("use each language's plural forms", async () => {
      const events = (count: number) => i18n.t('superhub:apps.events', { count });
      await setLanguage('pl');
      expect([1, 3, 5, 22].map(events)).toEqual(['1 zdarzenie', '3 zdarzenia', '5 zdarzeń', '22 zdarzenia']);
      await setLanguage('ar');
      expect([0, 1, 2, 3, 11, 100].map(events)).toEqual([
        'لا أحداث',
        'حدث واحد',
        'حدثان',
        '3 أحداث',
        '11 حدثًا',
        '100 حدث',
      ]);
      await setLanguage('de');
      expect([1, 4].map(events)).toEqual(['1 Ereignis', '4 Ereignisse']);
      expect(
        i18n.t('superhub:flags.updatedText', { flag: 'Uptime', state: i18n.t('superhub:flags.on') }),
      ).toBe('Uptime ist jetzt aktiviert.');
    });
  });
});
