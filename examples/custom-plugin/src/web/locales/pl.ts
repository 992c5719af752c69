import type { NotesMessages } from './index.ts';

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
} satisfies NotesMessages;
