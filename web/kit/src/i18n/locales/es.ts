import type { en } from '../en.ts';

/** Spanish strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Iniciar sesión como superadministrador',
  close: 'Cerrar',
  loading: 'Cargando...',
  language: 'Idioma',
  theme: { toggle: 'Cambiar tema', light: 'Claro', dark: 'Oscuro' },
} satisfies typeof en;
