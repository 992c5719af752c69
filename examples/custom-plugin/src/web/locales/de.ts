import type { NotesMessages } from '../messages.ts';

/** German strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notizen',
  title: 'Notizen',
  subtitle: 'Notizen, die alle in Ihrer Organisation teilen',
  add: 'Notiz hinzufügen',
  adding: 'Wird hinzugefügt...',
  added: 'Notiz hinzugefügt',
  addFailed: 'Die Notiz konnte nicht hinzugefügt werden',
  loadFailed: 'Die Notizen konnten nicht geladen werden',
  fields: {
    title: 'Titel',
    body: 'Notiz',
  },
  empty: 'Noch keine Notizen',
  createdAt: 'Hinzugefügt am {{date}}',
  export: {
    start: 'Als Markdown exportieren',
    running: 'Exportiere {{done}} von {{total}}…',
    done: '{{count}} Notizen exportiert',
    failed: 'Der Export ist fehlgeschlagen',
    download: 'Herunterladen',
  },
} satisfies NotesMessages;
