import { coreServices, type JobRun } from '@ecohub/core';
import type { ReconcileResult } from '../../shared/index.ts';
import type { SchedulerHub } from '../hub.ts';
import { calApiBookingSchema, calApiPageSchema, type ExternalBooking } from './payload.ts';
import type { CalUpsert } from './upsert.ts';

const PAGE = 100;
const MAX_PAGES = 50;
/** Bookings from a day back: a webhook missed yesterday is caught tonight. */
const LOOKBACK_MS = 86_400_000;

/**
 * The nightly reconcile: reads the platform's Cal.com bookings through the hub's hardened outbound
 * client (GET /v2/bookings) and upserts each by uid, so a booking whose webhook never arrived is
 * stored, and a cancellation is applied. Skipped when Cal.com or its API key is not configured.
 */
export async function reconcileCalcom(
  run: JobRun,
  hub: SchedulerHub,
  upsert: CalUpsert,
): Promise<ReconcileResult> {
  const { CALCOM_ORIGIN: origin, CALCOM_API_KEY: key } = hub.settings;
  const platform = await hub.use(coreServices).orgs.platform();
  if (!origin || !key || !platform) return { checked: 0, upserted: 0, skipped: true };
  const after = new Date(hub.clock.now().getTime() - LOOKBACK_MS).toISOString();
  let checked = 0;
  let upserted = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    if (run.signal.aborted) throw new Error('Reconcile canceled');
    const url = new URL('/v2/bookings', origin);
    url.searchParams.set('afterStart', after);
    url.searchParams.set('take', String(PAGE));
    url.searchParams.set('skip', String(page * PAGE));
    const res = await hub.outbound.request(url, {
      headers: {
        authorization: `Bearer ${key}`,
        'cal-api-version': '2024-08-13',
        accept: 'application/json',
      },
      signal: run.signal,
    });
    if (res.status !== 200) throw new Error(`Cal.com answered ${res.status} to GET /v2/bookings`);
    const body = calApiPageSchema.parse(res.json());
    for (const item of body.data) {
      const b = calApiBookingSchema.safeParse(item);
      if (!b.success) continue;
      checked++;
      const attendee = b.data.attendees[0]!;
      const ext: ExternalBooking = {
        uid: b.data.uid,
        status: ['cancelled', 'rejected'].includes(b.data.status) ? 'cancelled' : 'confirmed',
        start: b.data.start,
        end: b.data.end,
        name: attendee.name || attendee.email,
        email: attendee.email,
        notes: b.data.description ?? '',
        videoUrl: b.data.meetingUrl ?? null,
      };
      if ((await upsert(platform.id, ext)) !== 'unchanged') upserted++;
    }
    await run.progress({ done: checked, total: checked, upserted });
    if (!body.pagination?.hasNextPage || body.data.length < PAGE) break;
  }
  return { checked, upserted, skipped: false };
}
