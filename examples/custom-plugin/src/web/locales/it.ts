import type { NotesMessages } from '../messages.ts';

/** Italian strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Appunti',
  title: 'Appunti',
  subtitle: 'Appunti condivisi da tutti nella tua organizzazione',
  add: 'Aggiungi appunto',
  adding: 'Aggiunta in corso...',
  added: 'Appunto aggiunto',
  addFailed: 'Impossibile aggiungere l’appunto',
  loadFailed: 'Impossibile caricare gli appunti',
  fields: {
    title: 'Titolo',
    body: 'Testo',
  },
  empty: 'Ancora nessun appunto',
  createdAt: 'Aggiunto il {{date}}',
  export: {
    start: 'Esporta in Markdown',
    running: 'Esportazione {{done}} di {{total}}…',
    done: '{{count}} note esportate',
    failed: 'Esportazione non riuscita',
    download: 'Scarica',
  },
} satisfies NotesMessages;
