import type { en } from '../en.ts';

/** Polish strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Zaloguj się jako superadministrator',
  close: 'Zamknij',
  loading: 'Ładowanie...',
  language: 'Język',
  theme: { toggle: 'Przełącz motyw', light: 'Jasny', dark: 'Ciemny' },
} satisfies typeof en;
