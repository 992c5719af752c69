import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import type { MarketingSetup } from '../setup.ts';

/** The person a tracked event is about: its user when that is an email, else `data.email`. */
export function personOf(e: EventReceived): { email: string; firstName: string } | null {
  const candidates = [e.user, e.data.email];
  const email = candidates.find((v): v is string => typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v));
  if (!email) return null;
  const firstName = typeof e.data.firstName === 'string' ? e.data.firstName.slice(0, 100) : '';
  return { email: email.slice(0, 320), firstName };
}

/**
 * A tracked analytics event (SuperHub ingestion): drips entered by that event's name enrol its
 * person, and a conversion event (MARKETING_CONVERSION_EVENTS) is attributed to the last message
 * they opened or clicked. Revenue only from signed server events (a browser can claim anything).
 */
export async function onTrackedEvent(m: MarketingSetup, e: EventReceived): Promise<void> {
  const p = personOf(e);
  if (!p) return;
  await m.drips.enter(e.orgId, 'event', { ...p, contactId: null, event: e.event });
  if (!m.hub.settings.MARKETING_CONVERSION_EVENTS.includes(e.event)) return;
  const amount = e.data.amount;
  const revenue =
    e.source === 'server' && Number.isInteger(amount) && Number(amount) > 0 ? Number(amount) : 0;
  await m.convert(e.orgId, { email: p.email }, revenue);
}
