import { forOrg, fromJson, newId, toIso, toJson } from '@ecohub/core';
import {
  type Activity,
  type ActivityInput,
  type ActivityParams,
  activityInputSchema,
} from '../../shared/index.ts';
import { decodeCursor, encodeCursor } from '../contacts/cursor.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import { describeActivity } from './describe.ts';

const toActivity = (r: {
  id: string;
  type: string;
  description: string;
  params: string | null;
  contactId: string | null;
  createdAt: string;
}): Activity => ({
  id: r.id,
  type: r.type,
  description: r.description,
  params: fromJson<ActivityParams | null>(r.params, null),
  contactId: r.contactId,
  createdAt: r.createdAt,
});

/** Activities: the history of every change a user or a job makes; other plugins record theirs here too. */
export function activityService(hub: CrmHub) {
  return {
    /**
     * Records one activity: a type and the values of its message (`params`, rendered in the user's
     * language by the web), with `messages` (the plugin's English ones) for the API's `description`.
     * Pass `trx` to commit it with the change it describes.
     */
    async record(
      orgId: string,
      input: ActivityInput & { actorId?: string | null },
      trx: CrmDb = hub.db,
    ): Promise<Activity> {
      const a = activityInputSchema.parse(input);
      const params = a.params ?? null;
      const description =
        a.description ??
        (params && input.messages
          ? describeActivity(input.messages, a.type, params).trim().slice(0, 1000)
          : undefined);
      if (!description) throw new Error('An activity needs a description, or params and messages');
      const row = {
        id: newId(),
        type: a.type,
        description,
        params: params ? toJson(params) : null,
        contactId: a.contactId ?? null,
        actorId: input.actorId ?? null,
        createdAt: toIso(hub.clock.now()),
      };
      await forOrg(trx, orgId).insertInto('crmActivities', row).execute();
      return toActivity(row);
    },

    /** Newest first, keyset-paged. */
    async list(
      orgId: string,
      q: { limit: number; contactId?: string; cursor?: string },
    ): Promise<{ items: Activity[]; nextCursor: string | null }> {
      let query = forOrg(hub.db, orgId)
        .selectFrom('crmActivities')
        .select(['id', 'type', 'description', 'params', 'contactId', 'createdAt']);
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
      const items = rows.slice(0, q.limit).map(toActivity);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > q.limit && last ? encodeCursor([last.createdAt, last.id]) : null,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;
