import type { en } from '../en.ts';

/** German strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Als Super-Admin anmelden',
  close: 'Schließen',
  loading: 'Wird geladen...',
  language: 'Sprache',
  theme: { toggle: 'Design wechseln', light: 'Hell', dark: 'Dunkel' },
} satisfies typeof en;
