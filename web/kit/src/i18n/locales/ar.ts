import type { en } from '../en.ts';

/** Arabic strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'تسجيل الدخول كمسؤول أعلى',
  close: 'إغلاق',
  loading: 'جارٍ التحميل...',
  language: 'اللغة',
  theme: { toggle: 'تبديل السمة', light: 'فاتح', dark: 'داكن' },
} satisfies typeof en;
