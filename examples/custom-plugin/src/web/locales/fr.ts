import type { NotesMessages } from '../messages.ts';

/** French strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notes',
  title: 'Notes',
  subtitle: 'Notes partagées par tous les membres de votre organisation',
  add: 'Ajouter une note',
  adding: 'Ajout en cours...',
  added: 'Note ajoutée',
  addFailed: 'Impossible d’ajouter la note',
  loadFailed: 'Impossible de charger les notes',
  fields: {
    title: 'Titre',
    body: 'Contenu',
  },
  empty: 'Aucune note pour l’instant',
  createdAt: 'Ajoutée le {{date}}',
  export: {
    start: 'Exporter en Markdown',
    running: 'Export de {{done}} sur {{total}}…',
    done: '{{count}} notes exportées',
    failed: 'L’export a échoué',
    download: 'Télécharger',
  },
} satisfies NotesMessages;
