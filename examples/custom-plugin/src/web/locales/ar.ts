import type { NotesMessages } from '../messages.ts';

/** Arabic strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'الملاحظات',
  title: 'الملاحظات',
  subtitle: 'ملاحظات يتشاركها جميع أعضاء مؤسستك',
  add: 'إضافة ملاحظة',
  adding: 'جارٍ الإضافة...',
  added: 'تمت إضافة الملاحظة',
  addFailed: 'تعذّرت إضافة الملاحظة',
  loadFailed: 'تعذّر تحميل الملاحظات',
  fields: {
    title: 'العنوان',
    body: 'الملاحظة',
  },
  empty: 'لا توجد ملاحظات بعد',
  createdAt: 'أُضيفت في {{date}}',
  export: {
    start: 'تصدير بصيغة Markdown',
    running: 'جارٍ تصدير {{done}} من {{total}}…',
    done: 'تم تصدير {{count}} ملاحظة',
    failed: 'فشل التصدير',
    download: 'تنزيل',
  },
} satisfies NotesMessages;
