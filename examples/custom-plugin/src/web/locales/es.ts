import type { NotesMessages } from '../messages.ts';

/** Spanish strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notas',
  title: 'Notas',
  subtitle: 'Notas compartidas por todos en su organización',
  add: 'Añadir nota',
  adding: 'Añadiendo...',
  added: 'Nota añadida',
  addFailed: 'No se pudo añadir la nota',
  loadFailed: 'No se pudieron cargar las notas',
  fields: {
    title: 'Título',
    body: 'Nota',
  },
  empty: 'Aún no hay notas',
  createdAt: 'Añadida el {{date}}',
  export: {
    start: 'Exportar como Markdown',
    running: 'Exportando {{done}} de {{total}}…',
    done: '{{count}} notas exportadas',
    failed: 'La exportación falló',
    download: 'Descargar',
  },
} satisfies NotesMessages;
