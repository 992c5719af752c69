import type { NotesMessages } from '../messages.ts';

/** Turkish strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notlar',
  title: 'Notlar',
  subtitle: 'Kuruluşunuzdaki herkesin paylaştığı notlar',
  add: 'Not ekle',
  adding: 'Ekleniyor...',
  added: 'Not eklendi',
  addFailed: 'Not eklenemedi',
  loadFailed: 'Notlar yüklenemedi',
  fields: {
    title: 'Başlık',
    body: 'Not',
  },
  empty: 'Henüz not yok',
  createdAt: '{{date}} tarihinde eklendi',
  export: {
    start: 'Markdown olarak dışa aktar',
    running: '{{total}} notun {{done}} tanesi aktarılıyor…',
    done: '{{count}} not dışa aktarıldı',
    failed: 'Dışa aktarma başarısız oldu',
    download: 'İndir',
  },
} satisfies NotesMessages;
