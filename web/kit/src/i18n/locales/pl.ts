import type { en } from '../en.ts';

/** Polish strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  close: 'Zamknij',
  loading: 'Ładowanie...',
  language: 'Język',
  theme: { toggle: 'Przełącz motyw', light: 'Jasny', dark: 'Ciemny' },
} satisfies typeof en;
