import type { ContactEvent, EmailReceivedEvent } from '@ecohub/plugin-crm/shared';
import { crmService } from '@ecohub/plugin-crm/shared';
import type { BookingEvent } from '@ecohub/plugin-scheduler/shared';
import type { MarketingSetup } from './setup.ts';

/** The trigger subject of a CRM contact (its tags and email come from the CRM). */
async function subjectOf(m: MarketingSetup, e: ContactEvent) {
  const c = await m.hub.use(crmService).contacts.get(e.orgId, e.id);
  if (!c) return null;
  return {
    contactId: c.id,
    email: c.email,
    firstName: c.firstName,
    source: c.source,
    status: c.status,
    tags: c.tags,
  };
}

/** A new CRM contact: drips entered by new contacts, and the contact-created workflows. */
export async function onContactCreated(m: MarketingSetup, e: ContactEvent): Promise<void> {
  const s = await subjectOf(m, e);
  if (!s) return;
  await m.drips.enter(e.orgId, 'contact-created', s);
  await m.workflows.fire(e.orgId, 'contact-created', s);
}

/** A contact changed: a move to customer is a conversion; goals end drips; workflows fire. */
export async function onContactUpdated(
  m: MarketingSetup,
  e: ContactEvent & { previousStatus: string; value: number },
): Promise<void> {
  if (e.status !== e.previousStatus) {
    if (e.status === 'customer') await m.convert(e.orgId, e.id, e.value);
    await m.drips.goalReached(e.orgId, e.id, e.status);
    const s = await subjectOf(m, e);
    // Only pipeline moves fire contact-updated workflows (a workflow's tag change does not).
    if (s) await m.workflows.fire(e.orgId, 'contact-updated', s);
  }
}

/** A booking (scheduler): drips entered by bookings, and the booking-created workflows. */
export async function onBooking(m: MarketingSetup, e: BookingEvent): Promise<void> {
  const [firstName = ''] = e.name.split(' ');
  const s = { contactId: e.contactId, email: e.email, firstName, source: e.source, status: '', tags: [] };
  await m.drips.enter(e.orgId, 'booking-created', s);
  await m.workflows.fire(e.orgId, 'booking-created', s);
}

/** The CRM saw an email from someone (a reply, or any message of theirs): their drips end. */
export async function onEmailReceived(m: MarketingSetup, e: EmailReceivedEvent): Promise<void> {
  await m.drips.replied(e.orgId, { contactId: e.contactId, email: e.from });
}
