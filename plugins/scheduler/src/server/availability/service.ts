import { forOrg, fromJson, toIso, toJson } from '@ecohub/core';
import { type Availability, availabilitySchema, DEFAULT_AVAILABILITY } from '../../shared/index.ts';
import type { SchedulerHub } from '../hub.ts';

/** An organisation's booking hours; one that saved none offers DEFAULT_AVAILABILITY. */
export function availabilityStore(hub: SchedulerHub) {
  return {
    async get(orgId: string): Promise<Availability> {
      const r = await forOrg(hub.db, orgId)
        .selectFrom('schedulerAvailability')
        .selectAll()
        .executeTakeFirst();
      if (!r) return DEFAULT_AVAILABILITY;
      return {
        timeZone: r.timeZone,
        weekly: fromJson(r.weekly, DEFAULT_AVAILABILITY.weekly),
        bufferMinutes: Number(r.bufferMinutes),
        minNoticeMinutes: Number(r.minNoticeMinutes),
        horizonDays: Number(r.horizonDays),
      };
    },
    async save(orgId: string, input: Availability): Promise<Availability> {
      const a = availabilitySchema.parse(input);
      const values = {
        timeZone: a.timeZone,
        weekly: toJson(a.weekly),
        bufferMinutes: a.bufferMinutes,
        minNoticeMinutes: a.minNoticeMinutes,
        horizonDays: a.horizonDays,
        updatedAt: toIso(hub.clock.now()),
      };
      const scope = forOrg(hub.db, orgId);
      const r = await scope.updateTable('schedulerAvailability').set(values).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) await scope.insertInto('schedulerAvailability', values).execute();
      return a;
    },
  };
}

export type AvailabilityStore = ReturnType<typeof availabilityStore>;
