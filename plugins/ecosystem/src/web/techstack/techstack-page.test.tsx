import { translationLoaders } from '@ecohub/web-kit';
import '@ecohub/web-kit/testing/dom';
import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages, i18n, LANGUAGE_STORAGE_KEY, LANGUAGES, setLanguage } from '@ecohub/web-kit';
import { expectCompleteTranslations, renderWithHub } from '@ecohub/web-kit/testing';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import webPlugin from '../index.tsx';
import { en } from '../messages.ts';
import TechStackPage from './techstack-page.tsx';

// As the app does with every web plugin (the plugin's index registers the other languages).
beforeAll(() => addMessages(webPlugin.id, webPlugin.messages));

describe('the catalogue page in every language', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
    await t?.close();
  });

  it('switches its strings, <html lang dir> and keeps the choice; registry content stays as written', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    await seedDemo(t.hub);
    renderWithHub(<TechStackPage />, t);
    const s = within(document.body);
    const html = document.documentElement;
    const choose = (code: string) =>
      fireEvent.change(s.getByRole('combobox', { name: /./ }), { target: { value: code } });

    expect(await s.findByRole('button', { name: 'All Apps (22)' })).toBeTruthy();
    expect(s.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(s.getAllByRole('option').length).toBeGreaterThan(10);
    // The note on untranslated content shows for other languages (it is also the menu's description).
    expect(s.queryByText(en.techstack.contentNote, { selector: 'p' })).toBeNull();

    choose('fr');
    expect(await s.findByRole('button', { name: 'Toutes les applis (22)' })).toBeTruthy();
    expect(s.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect(s.getByRole('tab', { name: 'Offres groupées' })).toBeTruthy();
    expect(s.getByRole('tab', { name: 'Statistiques' })).toBeTruthy();
    expect(s.getByRole('button', { name: 'Divertissement (3)' })).toBeTruthy();
    expect(
      s.getByText('Les applications de notre écosystème, les offres groupées et leurs performances.'),
    ).toBeTruthy();
    const note =
      'Les noms, descriptions et fonctionnalités des applications restent dans leur langue d’origine.';
    expect(s.getByText(note, { selector: 'p' })).toBeTruthy();
    expect(s.getByRole('combobox', { name: 'Langue', description: note }).getAttribute('title')).toBe(note);
    // The registry's content is not translated.
    expect(s.getByText('Brand Hub Pro')).toBeTruthy();
    expect(s.getByText('Member community with groups, events and live rooms.')).toBeTruthy();
    expect(html.lang).toBe('fr');
    expect(html.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');

    choose('de');
    expect(await s.findByRole('button', { name: 'Alle Apps (22)' })).toBeTruthy();
    const brand = s.getByText('Brand Hub Pro').closest('[data-app]') as HTMLElement;
    // Prices in the language's format (issue #24 item 7; this expected the English '$997').
    expect(within(brand).getByText(/^997\s\$ lebenslang$/)).toBeTruthy();
    fireEvent.click(s.getByText('Brand Hub Pro'));
    expect(within(brand).getByText('Hauptfunktionen')).toBeTruthy();
    expect(within(brand).getByRole('link', { name: 'Jetzt starten' })).toBeTruthy();
    expect(within(brand).getByText('Media kit builder')).toBeTruthy();

    choose('ja');
    expect(await s.findByRole('button', { name: 'すべてのアプリ（22）' })).toBeTruthy();
    expect(s.getByRole('tab', { name: 'バンドル' })).toBeTruthy();
    expect(html.lang).toBe('ja');

    choose('ar');
    expect(await s.findByRole('button', { name: 'كل التطبيقات (22)' })).toBeTruthy();
    expect(s.getByRole('heading', { name: 'TechStack' })).toBeTruthy();
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');

    choose('en');
    expect(await s.findByRole('button', { name: 'All Apps (22)' })).toBeTruthy();
    expect(s.queryByText(en.techstack.contentNote, { selector: 'p' })).toBeNull();
    expect(html.dir).toBe('ltr');
  });
});

/** Strings that are the same word in a language, or not words at all. */
const SAME_AS_ENGLISH = [
  '*:techstack.title', // the product's name
  '*:techstack.filterCount', // '{{label}} ({{count}})'
  'fr:techstack.tabs.applications',
  'fr:techstack.filters.certification',
  '*:form.url', // an acronym
  '*:auth.code', // 'HTTP {{code}}'
  '*:tab.tier.premium', // the tier's name
  'fr:form.description',
  'de:form.name',
  'de:dashboard.status',
  'nl:dashboard.status',
  'pt:dashboard.status',
  'nl:dashboard.context',
  'es:auth.status.error',
  'it:tab.whiteLabel', // the trade term
  'nl:tab.whiteLabel',
  'pl:tab.whiteLabel',
];

describe('the ecosystem strings of every language', () => {
  it('translate every English string, with the same placeholders', async () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(11);
    await expectCompleteTranslations(
      en,
      translationLoaders(import.meta.glob('../locales/*.ts')),
      SAME_AS_ENGLISH,
    );
  });

  it("use each language's plural forms", async () => {
    await setLanguage('pl');
    const apps = (count: number) => i18n.t('ecosystem:techstack.bundle.apps', { count });
    expect([1, 3, 5, 22].map(apps)).toEqual(['1 aplikacja', '3 aplikacje', '5 aplikacji', '22 aplikacje']);
    await setLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map(apps)).toEqual([
      'لا تطبيقات',
      'تطبيق واحد',
      'تطبيقان',
      '3 تطبيقات',
      '11 تطبيقًا',
      '100 تطبيق',
    ]);
    const subtitle = (count: number) => i18n.t('ecosystem:dashboard.subtitle', { count, value: '$90' });
    expect([2, 11].map(subtitle)).toEqual([
      'تطبيقان، بقيمة شهرية إجمالية $90',
      '11 تطبيقًا، بقيمة شهرية إجمالية $90',
    ]);
    await setLanguage('fr');
    expect([1, 3].map(apps)).toEqual(['1 application', '3 applications']);
    expect(subtitle(1)).toBe('1 application, $90 de valeur mensuelle totale');
    await setLanguage('en');
  });
});
