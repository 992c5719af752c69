import { useSyncExternalStore } from 'react';

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

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The theme in effect, following the header's toggle (for components outside the header, the toasts). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current);
}
