import type { Translated } from '@ecohub/web-kit';

/** English strings of the notes panel (namespace `custom-notes`). */
export const en = {
  tab: 'Notes',
  title: 'Notes',
  subtitle: 'Notes shared by everyone in your organisation',
  add: 'Add note',
  adding: 'Adding...',
  added: 'Note added',
  addFailed: 'Could not add the note',
  loadFailed: 'Could not load the notes',
  fields: { title: 'Title', body: 'Note' },
  empty: 'No notes yet',
  createdAt: 'Added {{date}}',
  export: {
    start: 'Export as Markdown',
    running: 'Exporting {{done}} of {{total}}…',
    done: 'Exported {{count}} notes',
    failed: 'The export failed',
    download: 'Download',
  },
};

/** What each language translates (`locales/<code>.ts`): every string of the panel. */
export type NotesMessages = Translated<typeof en>;
