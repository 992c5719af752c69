import { translationLoaders } from '@ecohub/web-kit';
import '@ecohub/web-kit/testing/dom';
import { addMessages, i18n, setLanguage } from '@ecohub/web-kit';
import { expectCompleteTranslations } from '@ecohub/web-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from '../index.tsx';
import { en } from '../messages.ts';

// As the app does with every web plugin (the plugin's index registers the other languages).
beforeAll(() => addMessages(webPlugin.id, webPlugin.messages));
afterAll(() => setLanguage('en'));

/** Strings that are rightly the same as in English. */
const SAME_AS_ENGLISH = [
  'fr:nav.contacts',
  '*:tabs.crm', // the acronym
  'fr:table.title',
  'fr:table.source',
  'fr:pipeline.contacts',
  'fr:integration.count',
  'de:status.lead',
  'de:table.name',
  'de:table.status',
  'pt:status.lead',
  'pt:table.status',
  'it:status.lead',
  'it:table.email',
  'nl:status.lead',
  'nl:table.status',
  'pl:table.status',
  // Email: brand names, and words the same in these languages.
  '*:email.providers.gmail',
  '*:email.providers.outlook',
  '*:email.providers.godaddy',
  'es:email.integration.error',
  'it:email.integration.provider',
  'nl:email.integration.provider',
  '*:geofence.miles', // the unit's abbreviation
  'de:geofence.types.investor',
  // Contact field names in activity lines: the same word in these languages.
  'fr:contactFieldNames.source',
  '*:contactFieldNames.latitude',
  '*:contactFieldNames.longitude',
  'pt:contactFieldNames.status',
  'it:contactFieldNames.email',
  'nl:contactFieldNames.status',
  'pl:contactFieldNames.status',
];

describe('the CRM strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    await expectCompleteTranslations(en, translationLoaders(import.meta.glob('./*.ts')), SAME_AS_ENGLISH);
  });

  it("use each language's plural forms", async () => {
    const contacts = (count: number) => i18n.t('crm:pipeline.contacts', { count });
    await setLanguage('pl');
    expect([1, 3, 5, 22].map(contacts)).toEqual(['1 kontakt', '3 kontakty', '5 kontaktów', '22 kontakty']);
    await setLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map(contacts)).toEqual([
      'لا توجد جهات اتصال',
      'جهة اتصال واحدة',
      'جهتا اتصال',
      '3 جهات اتصال',
      '11 جهة اتصال',
      '100 جهة اتصال',
    ]);
    await setLanguage('de');
    expect([1, 2].map(contacts)).toEqual(['1 Kontakt', '2 Kontakte']);
    await setLanguage('ja');
    expect(i18n.t('crm:integration.more', { count: 4 })).toBe('ほか4件の連絡先');
  });
});
