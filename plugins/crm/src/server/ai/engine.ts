import { forOrg } from '@ecohub/core';
import { sql } from 'kysely';
import {
  AI_MIN_INPUT,
  AI_RECENT_ACTIVITY,
  type AiScenario,
  type AiSuggestion,
  type AiSuggestionRequest,
  type Contact,
  contactListQuerySchema,
  type QuickAction,
} from '../../shared/index.ts';
import type { ContactSearch } from '../contacts/search.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmHub } from '../hub.ts';
import { type ActivityFact, historyOf, lastTouch, latestBooking, unansweredEmail } from './facts.ts';
import {
  activityEvidence,
  contactEvidence,
  contactName,
  emailTemplate,
  money,
  noteTemplate,
} from './templates.ts';

/** No contact for this many days: follow up. */
export const FOLLOW_UP_DAYS = 14;
const COMPLETIONS = 5;
const COMPANIES = 3;
const MAX_SUGGESTIONS = 8;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Common misspellings of mail domains: an improvement of what was typed. */
const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gamil.com': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'yaho.com': 'yahoo.com',
  'iclod.com': 'icloud.com',
};

export interface EngineContext {
  /** The contact the request is about, and what the data says about it. */
  contact: Contact | null;
  history: ActivityFact[];
  scenario: AiScenario | null;
}

/**
 * The local suggestion engine: everything it says comes from the organisation's data (contacts,
 * activities, deals) or the typed input, and cites it as evidence. No network.
 */
export function localEngine(hub: CrmHub, contacts: ContactService, search: ContactSearch) {
  async function contactOf(orgId: string, r: AiSuggestionRequest): Promise<Contact | null> {
    const d = r.contactData;
    if (!d) return null;
    if (d.id && UUID.test(d.id)) return contacts.get(orgId, d.id.toLowerCase());
    if (d.email?.includes('@')) return contacts.findByEmail(orgId, d.email);
    return null;
  }

  function scenarioOf(r: AiSuggestionRequest): AiScenario | null {
    const s =
      r.formData?.scenario ?? r.recentActivity.slice(0, AI_RECENT_ACTIVITY).find((a) => a.scenario)?.scenario;
    if (s === 'contact-search' || s === 'email-writing' || s === 'note-taking') return s;
    const page = r.currentPage.toLowerCase();
    if (page.includes('email')) return 'email-writing';
    if (page.includes('note')) return 'note-taking';
    if (page.includes('contact')) return 'contact-search';
    return null;
  }

  /** Names, emails and companies that continue what was typed (its last word outside a search). */
  async function completions(
    orgId: string,
    input: string,
    scenario: AiScenario | null,
  ): Promise<AiSuggestion[]> {
    const term = (
      scenario === 'contact-search' || !scenario ? input : (input.split(/\s+/).at(-1) ?? '')
    ).trim();
    if ([...term].length < AI_MIN_INPUT) return [];
    const lower = term.toLowerCase();
    const page = await search.list(
      orgId,
      contactListQuerySchema.parse({ q: term, limit: COMPLETIONS, sort: 'name' }),
    );
    const out: AiSuggestion[] = page.items.map((c) => {
      const name = contactName(c);
      const starts = name.toLowerCase().startsWith(lower) || c.lastName.toLowerCase().startsWith(lower);
      const inEmail = c.email.toLowerCase().includes(lower);
      return {
        type: 'completion',
        text: `${name}${c.company ? ` — ${c.company}` : ''}${c.email ? ` <${c.email}>` : ''}`,
        confidence: starts ? 0.95 : inEmail && c.email.toLowerCase().startsWith(lower) ? 0.9 : 0.8,
        action: `select-contact:${c.id}`,
        evidence: [contactEvidence(c, `${starts ? 'Name' : inEmail ? 'Email' : 'Name'} contains “${term}”`)],
      };
    });
    const like = `%${lower.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const companies = await forOrg(hub.db, orgId)
      .selectFrom('crmContacts')
      .select((eb) => ['company', eb.fn.countAll<number>().as('n'), eb.fn.min('id').as('sample')])
      .where(sql<boolean>`lower(company) like ${like} escape '\\'`)
      .groupBy('company')
      .orderBy('n', 'desc')
      .limit(COMPANIES)
      .execute();
    for (const co of companies)
      out.push({
        type: 'completion',
        text: co.company,
        confidence: co.company.toLowerCase().startsWith(lower) ? 0.85 : 0.7,
        action: `filter-company:${co.company}`,
        evidence: [
          { kind: 'company', id: String(co.sample), text: `${Number(co.n)} contact(s) at ${co.company}` },
        ],
      });
    return out;
  }

  function improvements(input: string): AiSuggestion[] {
    const out: AiSuggestion[] = [];
    for (const m of input.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)) {
      const fixed = DOMAIN_TYPOS[m[1].toLowerCase()];
      if (fixed)
        out.push({
          type: 'improvement',
          text: `Did you mean ${m[0].replace(m[1], fixed)}?`,
          confidence: 0.9,
          action: `replace:${m[0]}=>${m[0].replace(m[1], fixed)}`,
          evidence: [{ kind: 'input', id: null, text: `“${m[1]}” looks like a misspelling of ${fixed}` }],
        });
    }
    return out;
  }

  function nextActions(c: Contact, history: ActivityFact[], now: Date) {
    const out: AiSuggestion[] = [];
    const name = contactName(c);
    const unanswered = unansweredEmail(history);
    const booking = latestBooking(history);
    const touch = lastTouch(c, history);
    const daysSince = Math.floor((now.getTime() - Date.parse(touch.at)) / DAY_MS);
    const openDeal = (c.status === 'lead' || c.status === 'qualified') && c.value > 0;
    if (unanswered)
      out.push({
        type: 'next_action',
        text: `Reply to ${name}'s email of ${unanswered.createdAt.slice(0, 10)}`,
        confidence: 0.92,
        action: `reply-email:${c.id}`,
        evidence: [activityEvidence(unanswered, 'email')],
      });
    if (daysSince >= FOLLOW_UP_DAYS)
      out.push({
        type: 'next_action',
        text: `Follow up with ${name}: no contact for ${daysSince} days`,
        confidence: daysSince >= 2 * FOLLOW_UP_DAYS ? 0.88 : 0.84,
        action: `follow-up:${c.id}`,
        evidence: touch.evidence
          ? [activityEvidence(touch.evidence)]
          : [contactEvidence(c, `Last contacted ${touch.at.slice(0, 10)}`)],
      });
    if (openDeal)
      out.push({
        type: 'next_action',
        text: `Move the open deal with ${name} forward (${money(c.value)}, ${c.status})`,
        confidence: c.status === 'qualified' ? 0.82 : 0.76,
        action: `open-deal:${c.id}`,
        evidence: [{ kind: 'deal', id: c.id, text: `Status ${c.status}, value ${money(c.value)}` }],
      });
    if (booking)
      out.push({
        type: 'next_action',
        text: `Prepare for the call with ${name}`,
        confidence: 0.78,
        action: `prepare-call:${c.id}`,
        evidence: [activityEvidence(booking, 'booking')],
      });
    return { out, facts: { unanswered, booking, openDeal, daysSince } };
  }

  function quickActions(c: Contact | null, scenario: AiScenario | null): QuickAction[] {
    const out: QuickAction[] = [];
    if (c) {
      if (c.email) out.push({ label: `Email ${c.firstName || contactName(c)}`, action: `email:${c.id}` });
      out.push({ label: 'Log a note', action: `note:${c.id}` });
    }
    if (scenario === 'contact-search' || !c) out.push({ label: 'Add Contact', action: 'add-contact' });
    out.push({ label: 'Nearby contacts', action: 'nearby-contacts' });
    return out;
  }

  return {
    /** The context the LLM adapter is given too: the same facts, so its answer can cite them. */
    async context(orgId: string, r: AiSuggestionRequest): Promise<EngineContext> {
      const contact = await contactOf(orgId, r);
      return {
        contact,
        history: contact ? await historyOf(hub.db, orgId, contact) : [],
        scenario: scenarioOf(r),
      };
    },

    async suggest(orgId: string, r: AiSuggestionRequest, ctx: EngineContext) {
      const now = hub.clock.now();
      const { contact, history, scenario } = ctx;
      const suggestions: AiSuggestion[] = [...improvements(r.userInput)];
      suggestions.push(...(await completions(orgId, r.userInput, scenario)));
      if (contact) {
        const { out, facts } = nextActions(contact, history, now);
        suggestions.push(...out);
        if (scenario === 'email-writing') suggestions.push(emailTemplate(contact, facts));
        if (scenario === 'note-taking')
          suggestions.push(noteTemplate(contact, facts, now.toISOString().slice(0, 10)));
      }
      suggestions.sort((a, b) => b.confidence - a.confidence);
      return {
        suggestions: suggestions.slice(0, MAX_SUGGESTIONS),
        quickActions: quickActions(contact, scenario),
      };
    },
  };
}

export type LocalEngine = ReturnType<typeof localEngine>;
