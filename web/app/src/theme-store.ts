// The theme without React: main.tsx applies it before anything else downloads.
export type Theme = 'light' | 'dark';

const KEY = 'ecohub-theme';

export function storedTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Sets the theme class before the first render (the CSP forbids an inline script for this). */
export function applyStoredTheme(): void {
  document.documentElement.classList.toggle('dark', storedTheme() === 'dark');
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
