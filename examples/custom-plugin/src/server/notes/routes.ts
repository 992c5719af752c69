import { type HubApp, notFound, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { noteIdSchema, noteInputSchema, notePatchSchema } from '../../shared/notes.ts';
import type { NoteStore } from './service.ts';

/** A note id (newId: a UUID). Constrained so that no static path under /api/custom-notes/ is hidden. */
const ID = ':id{[0-9a-f-]{36}}';

/** /api/custom-notes: another organisation's id is a 404, like an unknown one. */
export function noteRoutes(app: HubApp, notes: NoteStore): void {
  app.get('/api/custom-notes', requirePermission('custom-notes:read', { allowDemo: true }), async (c) =>
    c.json({ notes: await notes.list(orgOf(c)) }),
  );

  app.get(
    `/api/custom-notes/${ID}`,
    requirePermission('custom-notes:read', { allowDemo: true }),
    validate('param', noteIdSchema),
    async (c) => {
      const note = await notes.find(orgOf(c), c.req.valid('param').id);
      if (!note) throw notFound('Note not found');
      return c.json(note);
    },
  );

  app.post(
    '/api/custom-notes',
    requirePermission('custom-notes:write'),
    validate('json', noteInputSchema),
    async (c) => {
      const note = await notes.create(orgOf(c), c.req.valid('json'), principalOf(c).user?.id ?? null);
      return c.json(note, 201);
    },
  );

  app.patch(
    `/api/custom-notes/${ID}`,
    requirePermission('custom-notes:write'),
    validate('param', noteIdSchema),
    validate('json', notePatchSchema),
    async (c) => {
      const note = await notes.update(orgOf(c), c.req.valid('param').id, c.req.valid('json'));
      if (!note) throw notFound('Note not found');
      return c.json(note);
    },
  );

  app.delete(
    `/api/custom-notes/${ID}`,
    requirePermission('custom-notes:write'),
    validate('param', noteIdSchema),
    async (c) => {
      if (!(await notes.remove(orgOf(c), c.req.valid('param').id))) throw notFound('Note not found');
      return c.body(null, 204);
    },
  );
}
