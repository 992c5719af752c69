import type { en } from '../en.ts';

/** Dutch strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Aanmelden als superbeheerder',
  close: 'Sluiten',
  loading: 'Laden...',
  language: 'Taal',
  theme: { toggle: 'Thema wisselen', light: 'Licht', dark: 'Donker' },
} satisfies typeof en;
