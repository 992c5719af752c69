import type { en } from '../en.ts';

/** Italian strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Accedi come super amministratore',
  close: 'Chiudi',
  loading: 'Caricamento...',
  language: 'Lingua',
  theme: { toggle: 'Cambia tema', light: 'Chiaro', dark: 'Scuro' },
} satisfies typeof en;
