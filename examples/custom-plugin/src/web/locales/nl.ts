import type { NotesMessages } from '../messages.ts';

/** Dutch strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notities',
  title: 'Notities',
  subtitle: 'Notities die iedereen in uw organisatie deelt',
  add: 'Notitie toevoegen',
  adding: 'Bezig met toevoegen...',
  added: 'Notitie toegevoegd',
  addFailed: 'De notitie kon niet worden toegevoegd',
  loadFailed: 'De notities konden niet worden geladen',
  fields: {
    title: 'Titel',
    body: 'Notitie',
  },
  empty: 'Nog geen notities',
  createdAt: 'Toegevoegd op {{date}}',
  export: {
    start: 'Exporteren als Markdown',
    running: '{{done}} van {{total}} exporteren…',
    done: '{{count}} notities geëxporteerd',
    failed: 'Het exporteren is mislukt',
    download: 'Downloaden',
  },
} satisfies NotesMessages;
