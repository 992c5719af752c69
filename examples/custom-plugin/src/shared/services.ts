// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { Note } from './notes.ts';

/** What custom-notes offers plugins that depend on it (`hub.use(notesService)`). */
export interface NotesService {
  /** The organisation's notes, newest first. */
  list(orgId: string): Promise<Note[]>;
  count(orgId: string): Promise<number>;
}

/** Import this ref, list it in `dependsOn`, and `hub.use(notesService)` is typed as NotesService. */
export const notesService = serviceRef<NotesService>('custom-notes');
