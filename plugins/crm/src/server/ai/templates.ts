import type { AiSuggestion, Contact, Evidence } from '../../shared/index.ts';
import type { ActivityFact } from './facts.ts';

export const contactName = (c: Contact) => `${c.firstName} ${c.lastName}`.trim() || c.email || 'this contact';
export const contactEvidence = (c: Contact, what: string): Evidence => ({
  kind: 'contact',
  id: c.id,
  text: what,
});
export const activityEvidence = (a: ActivityFact, kind: Evidence['kind'] = 'activity'): Evidence => ({
  kind,
  id: a.id,
  text: `${a.createdAt.slice(0, 10)}: ${a.description}`,
});
const day = (iso: string) => iso.slice(0, 10);
export const money = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export interface TemplateFacts {
  unanswered: ActivityFact | null;
  booking: ActivityFact | null;
  openDeal: boolean;
  daysSince: number;
}

/** An email to the contact, its opening chosen by what the data says (each fact cited). */
export function emailTemplate(c: Contact, f: TemplateFacts): AiSuggestion {
  const evidence: Evidence[] = [
    contactEvidence(c, `First name ${c.firstName || '—'}, company ${c.company || '—'}`),
  ];
  let hook = "I'd love to reconnect and hear how things are going.";
  if (f.unanswered) {
    hook = `Thank you for your email of ${day(f.unanswered.createdAt)}; here is my answer.`;
    evidence.push(activityEvidence(f.unanswered, 'email'));
  } else if (f.booking) {
    hook = 'Looking forward to our call; let me know if there is anything you would like to cover.';
    evidence.push(activityEvidence(f.booking, 'booking'));
  } else if (f.openDeal) {
    hook = `I wanted to check in about next steps${c.company ? ` for ${c.company}` : ''}.`;
    evidence.push({ kind: 'deal', id: c.id, text: `Status ${c.status}, value ${money(c.value)}` });
  }
  const greeting = c.firstName ? `Hi ${c.firstName},` : 'Hello,';
  return {
    type: 'template',
    text: `${greeting}\n\n${hook}\n\nBest regards`,
    confidence: 0.75,
    action: `insert-email-template:${c.id}`,
    evidence,
  };
}

/** A call or meeting note, filled from the contact. */
export function noteTemplate(c: Contact, f: TemplateFacts, today: string): AiSuggestion {
  const company = c.company ? ` (${c.company})` : '';
  return {
    type: 'template',
    text: `${today} — ${contactName(c)}${company}, ${c.status}. Discussed: … Next step: … Follow-up by: …`,
    confidence: 0.72,
    action: `insert-note-template:${c.id}`,
    evidence: [
      contactEvidence(c, `${contactName(c)}${company}, status ${c.status}`),
      ...(f.daysSince >= 0 ? [contactEvidence(c, `Last in touch ${f.daysSince} days ago`)] : []),
    ],
  };
}
