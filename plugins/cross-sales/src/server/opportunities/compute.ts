import type { EcosystemApp } from '@ecohub/plugin-ecosystem/shared';
import { ENGAGED_DAYS, type Opportunity, type TargetContact, type Urgency } from '../../shared/index.ts';
import { appIndex, type Evidence, yearlyValue } from '../data/evidence.ts';

const DAY = 86_400_000;
const POINTS = { matrix: 40, category: 25, engagement: 25, value: 20 } as const;
const URGENCY_POINTS: Record<Urgency, number> = { high: 15, medium: 10, low: 5 };

interface Person {
  key: string;
  name: string;
  email: string;
  contactId: string | null;
  contact: boolean;
  user: boolean;
  lastSeenAt: string | null;
}

const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The people of each app — CRM contacts whose source names the app, and end users its events name —
 * and the customers of each app: users with a signed payment in it, and CRM contacts of it with the
 * status customer. Keys are lower-cased emails (or the app's user id).
 */
export function peopleOf(ev: Evidence) {
  const idx = appIndex(ev.apps);
  const people = new Map<string, Map<string, Person>>();
  const customers = new Map<string, Set<string>>();
  const personIn = (appId: string, key: string): Person => {
    const m = people.get(appId) ?? new Map<string, Person>();
    people.set(appId, m);
    const p = m.get(key) ?? {
      key,
      name: '',
      email: '',
      contactId: null,
      contact: false,
      user: false,
      lastSeenAt: null,
    };
    m.set(key, p);
    return p;
  };
  const customer = (appId: string, key: string) => {
    const s = customers.get(appId) ?? new Set<string>();
    customers.set(appId, s);
    s.add(key);
  };
  for (const c of ev.contacts) {
    const app = c.source ? idx.find(c.source) : undefined;
    const key = (c.email || `contact:${c.id}`).trim().toLowerCase();
    if (!app) continue;
    const p = personIn(app.id, key);
    p.contact = true;
    p.contactId = c.id;
    p.email = c.email;
    p.name = `${c.firstName} ${c.lastName}`.trim() || c.email;
    p.lastSeenAt = later(p.lastSeenAt, c.lastContactedAt ?? c.updatedAt);
    if (c.status === 'customer') customer(app.id, key);
  }
  for (const e of ev.events) {
    if (!e.user || !idx.byId.has(e.appId)) continue;
    const key = e.user.trim().toLowerCase();
    const p = personIn(e.appId, key);
    p.user = true;
    if (!p.email && key.includes('@')) p.email = key;
    if (!p.name) p.name = key;
    p.lastSeenAt = later(p.lastSeenAt, e.occurredAt);
    if (e.event === 'payment.succeeded' && e.source === 'server' && e.status === 'ok') customer(e.appId, key);
  }
  // A CRM contact keyed by email is the same person as that app user: the customer sets join both.
  return { people, customers, idx };
}

/** The people of `from` who are not yet customers of `to`. */
function targetsOf(p: ReturnType<typeof peopleOf>, from: string, to: string): Person[] {
  const paid = p.customers.get(to) ?? new Set<string>();
  return [...(p.people.get(from)?.values() ?? [])].filter((x) => !paid.has(x.key));
}

/**
 * Every opportunity of an organisation: for each pair of its apps that fit — a sales-matrix entry,
 * or the same category of the catalogue — the people of the first who are not yet customers of the
 * second. Score = fit (40 matrix / 25 same category) + engagement (25 × the share active in the
 * last 30 days) + value (20 × the target's yearly value against the dearest app's) + urgency
 * (15 high, 10 medium, 5 low: the matrix entry's priority, else by engagement).
 */
export function computeOpportunities(ev: Evidence): Opportunity[] {
  const p = peopleOf(ev);
  const since = new Date(ev.now.getTime() - ENGAGED_DAYS * DAY).toISOString();
  const maxValue = Math.max(0, ...ev.apps.map(yearlyValue));
  const none = new Set<string>();
  const out: Opportunity[] = [];
  for (const from of ev.apps) {
    const people = [...(p.people.get(from.id)?.values() ?? [])];
    if (!people.length) continue;
    const engagedOf = people.map((x) => (x.lastSeenAt ?? '') >= since);
    for (const to of ev.apps) {
      if (to.id === from.id) continue;
      const entry = ev.matrix.find((m) => m.sourceAppId === from.id && m.targetAppId === to.id);
      const sameCategory = from.appCategory === to.appCategory || from.category === to.category;
      if (!entry && !sameCategory) continue;
      // One pass: the people of `from` not yet customers of `to`, counted without copying them.
      const paid = p.customers.get(to.id) ?? none;
      const n = { targets: 0, engaged: 0, contacts: 0, users: 0 };
      for (let i = 0; i < people.length; i++) {
        const x = people[i] as Person;
        if (paid.has(x.key)) continue;
        n.targets++;
        if (engagedOf[i]) n.engaged++;
        if (x.contact) n.contacts++;
        if (x.user) n.users++;
      }
      if (n.targets === 0) continue;
      const share = n.engaged / n.targets;
      const urgency: Urgency = entry?.priority ?? (share >= 0.5 ? 'high' : share >= 0.2 ? 'medium' : 'low');
      const value = yearlyValue(to);
      const score = Math.round(
        (entry ? POINTS.matrix : POINTS.category) +
          POINTS.engagement * share +
          (maxValue > 0 ? (POINTS.value * value) / maxValue : 0) +
          URGENCY_POINTS[urgency],
      );
      out.push(opportunity(from, to, n, entry, urgency, Math.min(100, score), value));
    }
  }
  return out.sort(
    (a, b) => b.score - a.score || b.valueEstimate - a.valueEstimate || a.id.localeCompare(b.id),
  );
}

function opportunity(
  from: EcosystemApp,
  to: EcosystemApp,
  n: { targets: number; engaged: number; contacts: number; users: number },
  entry: { context: string; incentive: string } | undefined,
  urgency: Urgency,
  score: number,
  value: number,
): Opportunity {
  const fit = entry ? `sales matrix: ${entry.context}` : `same category (${to.appCategory})`;
  return {
    id: `${from.id}~${to.id}`,
    currentApp: from.name,
    currentAppId: from.id,
    targetApp: to.name,
    targetAppId: to.id,
    targetService: to.features[0] ?? to.name,
    reasoning: `${n.targets} people of ${from.name} (${n.contacts} CRM contacts, ${n.users} app users) are not yet ${to.name} customers; ${n.engaged} were active in the last ${ENGAGED_DAYS} days; fit: ${fit}.`,
    callToAction: entry?.incentive
      ? `Offer ${to.name}: ${entry.incentive}`
      : `Introduce ${to.name} to ${from.name} users`,
    urgency,
    score,
    valueEstimate: Math.round(n.targets * value),
    contacts: n.targets,
    inMatrix: !!entry,
  };
}

/** The people behind `from → to`, most recently seen first. */
export function targetContacts(ev: Evidence, from: string, to: string): TargetContact[] | null {
  const p = peopleOf(ev);
  const a = p.idx.find(from);
  const b = p.idx.find(to);
  if (!a || !b || a.id === b.id) return null;
  return targetsOf(p, a.id, b.id)
    .sort((x, y) => (y.lastSeenAt ?? '').localeCompare(x.lastSeenAt ?? '') || x.key.localeCompare(y.key))
    .map((t) => ({
      key: t.key,
      name: t.name,
      email: t.email,
      kinds: [...(t.contact ? ['contact' as const] : []), ...(t.user ? ['user' as const] : [])],
      contactId: t.contactId,
      lastSeenAt: t.lastSeenAt,
    }));
}
