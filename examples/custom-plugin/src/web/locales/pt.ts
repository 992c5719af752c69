import type { NotesMessages } from '../messages.ts';

/** Portuguese strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: 'Notas',
  title: 'Notas',
  subtitle: 'Notas compartilhadas por todos na sua organização',
  add: 'Adicionar nota',
  adding: 'Adicionando...',
  added: 'Nota adicionada',
  addFailed: 'Não foi possível adicionar a nota',
  loadFailed: 'Não foi possível carregar as notas',
  fields: {
    title: 'Título',
    body: 'Nota',
  },
  empty: 'Ainda não há notas',
  createdAt: 'Adicionada em {{date}}',
  export: {
    start: 'Exportar como Markdown',
    running: 'Exportando {{done}} de {{total}}…',
    done: '{{count}} notas exportadas',
    failed: 'A exportação falhou',
    download: 'Baixar',
  },
} satisfies NotesMessages;
