// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en.ts';
import {
  addMessageLoaders,
  addMessages,
  i18n,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  setLanguage,
  useTranslation,
} from '../i18n/index.ts';
import { LanguageMenu } from './language-menu.tsx';

// A plugin-like namespace with its own lazily loaded languages.
addMessages('demo', { en: { greeting: 'Welcome to the catalogue' } });
const demoLoads: string[] = [];
addMessageLoaders('demo', {
  fr: async () => {
    demoLoads.push('fr');
    return { greeting: 'Bienvenue dans le catalogue' };
  },
  ar: async () => ({ greeting: 'مرحبًا بك في الكتالوج' }),
});

function Page() {
  const { t } = useTranslation('demo');
  return (
    <main>
      <LanguageMenu description="Application content stays in its original language." />
      <h1>{t('greeting')}</h1>
      <button type="button">{t('common:close')}</button>
    </main>
  );
}

const html = () => document.documentElement;
const menu = () => screen.getByRole('combobox', { name: /Language|Langue|Idioma|اللغة|Sprache|言語/ });
const choose = (code: string) => fireEvent.change(menu(), { target: { value: code } });

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
  localStorage.clear();
});

describe('LanguageMenu', () => {
  it('offers more than 10 languages, each in its own name, in a labelled select', () => {
    render(<Page />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(10);
    expect(options.map((o) => o.textContent)).toEqual(LANGUAGES.map((l) => l.name));
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(LANGUAGES.map((l) => l.code));
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(select.getAttribute('title')).toBe('Application content stays in its original language.');
  });

  it('switches the visible strings, <html lang dir> and keeps the choice', async () => {
    render(<Page />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome to the catalogue');
    expect(demoLoads).toEqual([]); // nothing downloaded before a language is chosen
    choose('fr');
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans le catalogue' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Fermer'); // the kit's own strings too
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect(html().lang).toBe('fr');
    expect(html().dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');

    choose('ar');
    expect(await screen.findByRole('heading', { name: 'مرحبًا بك في الكتالوج' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('إغلاق');
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');

    // A language without this namespace's strings falls back to English for them.
    choose('ja');
    expect(await screen.findByRole('button', { name: '閉じる' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Welcome to the catalogue');
    expect(html().dir).toBe('ltr');

    choose('en');
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(html().lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('downloads a language once', async () => {
    render(<Page />);
    choose('fr');
    await screen.findByRole('heading', { name: 'Bienvenue dans le catalogue' });
    choose('en');
    await screen.findByRole('heading', { name: 'Welcome to the catalogue' });
    choose('fr');
    await screen.findByRole('heading', { name: 'Bienvenue dans le catalogue' });
    expect(demoLoads).toEqual(['fr']);
  });

  it('also loads the strings when the language is changed directly (the dashboard header menu)', async () => {
    render(<Page />);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect((menu() as HTMLSelectElement).value).toBe('de');
    expect(html().lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('keeps the language as it was when a download fails', async () => {
    addMessageLoaders('broken', { pt: () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<Page />);
    choose('pt');
    await waitFor(() => expect(menu().getAttribute('aria-busy')).toBe('false'));
    expect((menu() as HTMLSelectElement).value).toBe('en');
    expect(i18n.language).toBe('en');
    expect(html().lang).toBe('en');
  });

  it('applies the stored choice when the app starts again', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    vi.resetModules();
    const fresh = await import('../i18n/index.ts');
    await vi.waitFor(() => expect(fresh.i18n.language).toBe('es'));
    expect(fresh.i18n.t('close')).toBe('Cerrar');
    expect(html().lang).toBe('es');
    // Unknown or unoffered codes are English.
    expect(await fresh.setLanguage('xx')).toBe('en');
    expect(await fresh.setLanguage('pt-BR')).toBe('pt');
    expect(fresh.i18n.t('close')).toBe('Fechar');
    await fresh.setLanguage('en');
  });
});

describe('the kit strings of every language', () => {
  it('translate every English string (no copy of English, same placeholders)', async () => {
    const flat = (o: Record<string, unknown>, p = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string'
          ? [[p + k, v] as [string, string]]
          : flat(v as Record<string, unknown>, `${p + k}.`),
      );
    const english = new Map(flat(en));
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      const mod = (await import(`../i18n/locales/${code}.ts`)) as { default: Record<string, unknown> };
      const strings = new Map(flat(mod.default));
      expect([...strings.keys()].sort(), code).toEqual([...english.keys()].sort());
      for (const [key, value] of strings) {
        expect(value.trim(), `${code}:${key}`).not.toBe('');
        expect(value, `${code}:${key}`).not.toBe(english.get(key));
      }
    }
  });
});
