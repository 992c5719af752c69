import {
  type HubApp,
  type HubContext,
  newId,
  notFound,
  orgOf,
  principalOf,
  requirePermission,
  toIso,
  validate,
} from '@ecohub/core';
import { type Note, noteIdSchema, noteInputSchema, notePatchSchema } from '../shared/notes.ts';

const COLUMNS = ['id', 'title', 'body', 'createdBy', 'createdAt', 'updatedAt'] as const;

/** /api/custom-notes: every query is scoped to the caller's organisation; another org's id is a 404. */
export function noteRoutes(app: HubApp, hub: HubContext): void {
  const find = (orgId: string, id: string): Promise<Note | undefined> =>
    hub.db
      .selectFrom('customNotes')
      .select(COLUMNS)
      .where('orgId', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();

  app.get('/api/custom-notes', requirePermission('custom-notes:read', { allowDemo: true }), async (c) => {
    const notes: Note[] = await hub.db
      .selectFrom('customNotes')
      .select(COLUMNS)
      .where('orgId', '=', orgOf(c))
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute();
    return c.json({ notes });
  });

  app.get(
    '/api/custom-notes/:id',
    requirePermission('custom-notes:read', { allowDemo: true }),
    validate('param', noteIdSchema),
    async (c) => {
      const note = await find(orgOf(c), c.req.valid('param').id);
      if (!note) throw notFound('Note not found');
      return c.json(note);
    },
  );

  app.post(
    '/api/custom-notes',
    requirePermission('custom-notes:write'),
    validate('json', noteInputSchema),
    async (c) => {
      const now = toIso(hub.clock.now());
      const note: Note = {
        id: newId(),
        ...c.req.valid('json'),
        createdBy: principalOf(c).user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      };
      await hub.db
        .insertInto('customNotes')
        .values({ ...note, orgId: orgOf(c) })
        .execute();
      return c.json(note, 201);
    },
  );

  app.patch(
    '/api/custom-notes/:id',
    requirePermission('custom-notes:write'),
    validate('param', noteIdSchema),
    validate('json', notePatchSchema),
    async (c) => {
      const orgId = orgOf(c);
      const { id } = c.req.valid('param');
      const r = await hub.db
        .updateTable('customNotes')
        .set({ ...c.req.valid('json'), updatedAt: toIso(hub.clock.now()) })
        .where('orgId', '=', orgId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound('Note not found');
      return c.json(await find(orgId, id));
    },
  );

  app.delete(
    '/api/custom-notes/:id',
    requirePermission('custom-notes:write'),
    validate('param', noteIdSchema),
    async (c) => {
      const r = await hub.db
        .deleteFrom('customNotes')
        .where('orgId', '=', orgOf(c))
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound('Note not found');
      return c.body(null, 204);
    },
  );
}
