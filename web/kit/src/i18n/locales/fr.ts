import type { en } from '../en.ts';

/** French strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Se connecter en super administrateur',
  close: 'Fermer',
  loading: 'Chargement...',
  language: 'Langue',
  theme: { toggle: 'Changer de thème', light: 'Clair', dark: 'Sombre' },
} satisfies typeof en;
