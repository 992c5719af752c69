import type { NotesMessages } from '../messages.ts';

/** Japanese strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'メモ',
  title: 'メモ',
  subtitle: '組織の全員で共有しているメモ',
  add: 'メモを追加',
  adding: '追加中...',
  added: 'メモを追加しました',
  addFailed: 'メモを追加できませんでした',
  loadFailed: 'メモを読み込めませんでした',
  fields: {
    title: 'タイトル',
    body: 'メモ',
  },
  empty: 'メモはまだありません',
  createdAt: '{{date}}に追加',
  export: {
    start: 'Markdownでエクスポート',
    running: '{{total}}件中{{done}}件をエクスポート中…',
    done: '{{count}}件のメモをエクスポートしました',
    failed: 'エクスポートに失敗しました',
    download: 'ダウンロード',
  },
} satisfies NotesMessages;
