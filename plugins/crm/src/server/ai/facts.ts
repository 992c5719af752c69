import { forOrg } from '@ecohub/core';
import type { Contact } from '../../shared/index.ts';
import type { CrmDb } from '../hub.ts';

/** How many of the contact's latest activities the engine reads. */
const HISTORY = 10;

export interface ActivityFact {
  id: string;
  type: string;
  description: string;
  createdAt: string;
}

/** What the organisation's data says about one contact: its latest activities, newest first. */
export async function historyOf(db: CrmDb, orgId: string, contact: Contact): Promise<ActivityFact[]> {
  return forOrg(db, orgId)
    .selectFrom('crmActivities')
    .select(['id', 'type', 'description', 'createdAt'])
    .where('contactId', '=', contact.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY)
    .execute();
}

const has = (a: ActivityFact, re: RegExp) => re.test(a.type) || re.test(a.description);

/** An email activity and its direction, by the words its type or description use. */
export function emailDirection(a: ActivityFact): 'inbound' | 'outbound' | null {
  if (!has(a, /email/i)) return null;
  if (has(a, /inbound|received|incoming|from contact/i)) return 'inbound';
  if (has(a, /outbound|outgoing|sent|replied/i)) return 'outbound';
  return null;
}

/** The newest inbound email with no outbound email after it. */
export function unansweredEmail(history: ActivityFact[]): ActivityFact | null {
  for (const a of history) {
    const d = emailDirection(a);
    if (d === 'outbound') return null;
    if (d === 'inbound') return a;
  }
  return null;
}

/** The newest booking (scheduler: call_booked, call_rescheduled), unless cancelled after it. */
export function latestBooking(history: ActivityFact[]): ActivityFact | null {
  for (const a of history) {
    if (has(a, /cancel/i) && has(a, /call|booking|meeting/i)) return null;
    if (has(a, /call_booked|call_rescheduled|booking|meeting booked/i)) return a;
  }
  return null;
}

/** Edits of the record itself: not being in touch with the person. */
const RECORD_EDIT = /^contact_(added|updated|merged|imported)$/;

/** When the contact was last in touch: its lastContactedAt, else its newest activity (not an edit). */
export function lastTouch(
  contact: Contact,
  history: ActivityFact[],
): { at: string; evidence: ActivityFact | null } {
  const newest = history.find((a) => !RECORD_EDIT.test(a.type)) ?? null;
  const touched = contact.lastContactedAt;
  if (touched && (!newest || touched >= newest.createdAt)) return { at: touched, evidence: null };
  if (newest) return { at: newest.createdAt, evidence: newest };
  return { at: contact.createdAt, evidence: null };
}
