import { forOrg, newId, toIso } from '@ecohub/core';
import { type Activity, type ActivityInput, activityInputSchema } from '../../shared/index.ts';
import { decodeCursor, encodeCursor } from '../contacts/cursor.ts';
import type { CrmDb, CrmHub } from '../hub.ts';

/** Activities: the history of every change a user or a job makes; other plugins record theirs here too. */
export function activityService(hub: CrmHub) {
  return {
    /** Records one activity; pass `trx` to commit it with the change it describes. */
    async record(
      orgId: string,
      input: ActivityInput & { actorId?: string | null },
      trx: CrmDb = hub.db,
    ): Promise<Activity> {
      const a = activityInputSchema.parse(input);
      const row = {
        id: newId(),
        type: a.type,
        description: a.description,
        contactId: a.contactId ?? null,
        actorId: input.actorId ?? null,
        createdAt: toIso(hub.clock.now()),
      };
      await forOrg(trx, orgId).insertInto('crmActivities', row).execute();
      return {
        id: row.id,
        type: row.type,
        description: row.description,
        contactId: row.contactId,
        createdAt: row.createdAt,
      };
    },

    /** Newest first, keyset-paged. */
    async list(
      orgId: string,
      q: { limit: number; contactId?: string; cursor?: string },
    ): Promise<{ items: Activity[]; nextCursor: string | null }> {
      let query = forOrg(hub.db, orgId)
        .selectFrom('crmActivities')
        .select(['id', 'type', 'description', 'contactId', 'createdAt']);
      if (q.contactId) query = query.where('contactId', '=', q.contactId);
      const after = decodeCursor(q.cursor);
      if (after) {
        const [at, id] = after as [string, string];
        query = query.where((eb) =>
          eb.or([eb('createdAt', '<', at), eb.and([eb('createdAt', '=', at), eb('id', '<', id)])]),
        );
      }
      const rows = await query
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(q.limit + 1)
        .execute();
      const items = rows.slice(0, q.limit);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > q.limit && last ? encodeCursor([last.createdAt, last.id]) : null,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;
