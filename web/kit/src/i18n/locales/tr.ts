import type { en } from '../en.ts';

/** Turkish strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'Süper yönetici olarak giriş yap',
  close: 'Kapat',
  loading: 'Yükleniyor...',
  language: 'Dil',
  theme: { toggle: 'Temayı değiştir', light: 'Açık', dark: 'Koyu' },
} satisfies typeof en;
