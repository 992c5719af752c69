import { z } from 'zod';

/** The custom-notes contract, shared by the server routes and the web panel. */
const title = z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters');
const body = z.string().max(10_000, 'Body is at most 10,000 characters');

export const noteInputSchema = z.object({ title, body: body.default('') });
// No defaults here: a field left out of a PATCH keeps its stored value.
export const notePatchSchema = z
  .object({ title: title.optional(), body: body.optional() })
  .refine((v) => v.title !== undefined || v.body !== undefined, { message: 'Nothing to update' });
export const noteIdSchema = z.object({ id: z.string().min(1).max(64) });

export type NoteInput = z.input<typeof noteInputSchema>;
export type NotePatch = z.output<typeof notePatchSchema>;

export interface Note {
  id: string;
  title: string;
  body: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}
