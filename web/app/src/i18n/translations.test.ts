import { addMessageLoaders, addMessages, i18n, setLanguage } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { APP_LOADERS } from './locales/index.ts';

/** Strings that are the same in a language, or not words at all. */
const SAME_AS_ENGLISH = [
  'fr:shell.pages',
  'nl:shell.account',
  'it:shell.account',
  '*:brand', // the product's name
  '*:email.placeholder', // an example address
  '*:email.types.reoss', // a product's name
  'es:email.error',
  'es:overview.plan',
  'de:tabs.dashboard',
  'nl:tabs.dashboard',
  'de:footer.administrator',
  'nl:footer.administrator',
  'pl:footer.administrator',
  'it:fields.password',
  'pl:overview.plan',
  'tr:overview.plan',
];

describe('the web app strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, APP_LOADERS, SAME_AS_ENGLISH);
  });

  describe('when a language is chosen', () => {
    beforeAll(() => {
      addMessages('app', { en });
      addMessageLoaders('app', APP_LOADERS);
    });
    afterAll(() => setLanguage('en'));

    it('download its strings and fill the placeholders; a right-to-left language too', async () => {
      await setLanguage('fr');
      expect(i18n.t('app:login.title')).toBe('Connexion');
      expect(i18n.t('app:password.resetSentText', { email: 'ana@example.com' })).toBe(
        'Les instructions de réinitialisation du mot de passe ont été envoyées à ana@example.com',
      );
      await setLanguage('ar');
      expect(i18n.t('app:superTest.allDoneText', { n: 3, m: 5 })).toBe('اجتازت 3/5 من الميزات الاختبار');
      await setLanguage('ja');
      expect(i18n.t('app:login.forgot')).toBe('パスワードをお忘れですか？');
      await setLanguage('en');
      expect(i18n.t('app:login.forgot')).toBe('Forgot your password?');
    });
  });
});
