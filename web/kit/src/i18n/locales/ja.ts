import type { en } from '../en.ts';

/** Japanese strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: 'スーパー管理者としてログイン',
  close: '閉じる',
  loading: '読み込み中...',
  language: '言語',
  theme: { toggle: 'テーマを切り替え', light: 'ライト', dark: 'ダーク' },
} satisfies typeof en;
