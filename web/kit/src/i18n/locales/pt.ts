import type { en } from '../en.ts';

/** Portuguese strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Entrar como superadministrador',
  close: 'Fechar',
  loading: 'Carregando...',
  language: 'Idioma',
  theme: { toggle: 'Alternar tema', light: 'Claro', dark: 'Escuro' },
} satisfies typeof en;
