import { HttpError } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { schedulerActivityMessages } from '../../shared/activity-messages.ts';
import type { SchedulerHub } from '../hub.ts';

export type CallActivity = 'call_booked' | 'call_rescheduled' | 'call_cancelled';

export interface Person {
  name: string;
  email: string;
}

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
};

/**
 * Every booking reaches the CRM: the contact with the booker's email, created when there is none,
 * moved from lead to qualified (SCHEDULER_QUALIFY_LEADS), and an activity on it. A CRM failure
 * (a plan's contact limit…) never undoes a booking: the call is logged and booked without a contact.
 */
export function crmLink(hub: SchedulerHub) {
  const crm = hub.use(crmService);
  const qualify = hub.settings.SCHEDULER_QUALIFY_LEADS;

  async function contactFor(orgId: string, p: Person): Promise<string | null> {
    let contact = await crm.contacts.findByEmail(orgId, p.email);
    if (!contact) {
      try {
        contact = await crm.contacts.create(orgId, {
          ...splitName(p.name),
          email: p.email,
          source: 'scheduler',
          status: qualify ? 'qualified' : 'lead',
        });
      } catch (err) {
        // Another booking by the same person created it a moment ago.
        if (!(err instanceof HttpError && err.status === 409)) throw err;
        contact = await crm.contacts.findByEmail(orgId, p.email);
      }
    }
    if (contact && qualify && contact.status === 'lead') {
      contact = await crm.contacts.update(orgId, contact.id, { status: 'qualified' });
    }
    return contact?.id ?? null;
  }

  return {
    /** The contact's id (null when the CRM refused it), after recording the activity. */
    async record(orgId: string, p: Person, type: CallActivity, startAt: string): Promise<string | null> {
      let contactId: string | null = null;
      try {
        contactId = await contactFor(orgId, p);
      } catch (err) {
        hub.log.warn({ err, orgId }, 'scheduler: the booking has no CRM contact');
      }
      await crm.activities.record(orgId, {
        type,
        params: { name: p.name, email: p.email, startAt },
        messages: schedulerActivityMessages,
        contactId,
      });
      return contactId;
    },
  };
}

export type CrmLink = ReturnType<typeof crmLink>;
