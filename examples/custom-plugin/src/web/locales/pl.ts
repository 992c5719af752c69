import type { NotesMessages } from '../messages.ts';

/** Polish strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notatki',
  title: 'Notatki',
  subtitle: 'Notatki udostępniane wszystkim w Twojej organizacji',
  add: 'Dodaj notatkę',
  adding: 'Dodawanie...',
  added: 'Notatka dodana',
  addFailed: 'Nie udało się dodać notatki',
  loadFailed: 'Nie udało się wczytać notatek',
  fields: {
    title: 'Tytuł',
    body: 'Notatka',
  },
  empty: 'Brak notatek',
  createdAt: 'Dodano {{date}}',
  export: {
    start: 'Eksportuj do Markdown',
    running: 'Eksportowanie {{done}} z {{total}}…',
    done: 'Wyeksportowano notatki: {{count}}',
    failed: 'Eksport nie powiódł się',
    download: 'Pobierz',
  },
} satisfies NotesMessages;
