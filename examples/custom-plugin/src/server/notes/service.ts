import { conflict, forOrg, newId, num, toIso } from '@ecohub/core';
import type { Note, NoteInput, NotePatch } from '../../shared/notes.ts';
import type { NotesService } from '../../shared/services.ts';
import type { NotesHub } from '../hub.ts';

const COLUMNS = ['id', 'title', 'body', 'createdBy', 'createdAt', 'updatedAt'] as const;

/** What the routes use; the public part (`NotesService`) is what other plugins get. */
export interface NoteStore extends NotesService {
  find(orgId: string, id: string): Promise<Note | undefined>;
  create(orgId: string, input: Required<NoteInput>, createdBy: string | null): Promise<Note>;
  /** The updated note, or undefined when the organisation has no such note. */
  update(orgId: string, id: string, patch: NotePatch): Promise<Note | undefined>;
  remove(orgId: string, id: string): Promise<boolean>;
}

/**
 * Every query goes through `forOrg`: it filters on the organisation and stamps it on inserts, so
 * no query here can reach another tenant's notes (and one that tried would not compile).
 */
export function noteStore(hub: NotesHub): NoteStore {
  const store: NoteStore = {
    list: (orgId) =>
      forOrg(hub.db, orgId)
        .selectFrom('customNotes')
        .select(COLUMNS)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute(),
    async count(orgId) {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('customNotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
    find: (orgId, id) =>
      forOrg(hub.db, orgId).selectFrom('customNotes').select(COLUMNS).where('id', '=', id).executeTakeFirst(),
    async create(orgId, input, createdBy) {
      const max = hub.settings.CUSTOM_NOTES_MAX_PER_ORG;
      if ((await store.count(orgId)) >= max) throw conflict(`An organisation keeps at most ${max} notes`);
      const now = toIso(hub.clock.now());
      const note: Note = { id: newId(), ...input, createdBy, createdAt: now, updatedAt: now };
      await forOrg(hub.db, orgId).insertInto('customNotes', note).execute();
      return note;
    },
    async update(orgId, id, patch) {
      const r = await forOrg(hub.db, orgId)
        .updateTable('customNotes')
        .set({ ...patch, updatedAt: toIso(hub.clock.now()) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 0 ? undefined : store.find(orgId, id);
    },
    async remove(orgId, id) {
      const r = await forOrg(hub.db, orgId).deleteFrom('customNotes').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
  return store;
}
