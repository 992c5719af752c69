import type { Contact } from '@ecohub/plugin-crm/shared';
import ICAL from 'ical.js';

/** What a vCard says about a person, in the CRM's fields. */
export interface CardFields {
  uid: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  address: { street: string; city: string; state: string; zip: string } | null;
}

export class VCardError extends Error {}

const str = (v: unknown): string =>
  (Array.isArray(v) ? v.map(str).filter(Boolean).join(' ') : v == null ? '' : String(v)).trim();

/** The preferred one of several properties: TYPE=pref (vCard 3) or PREF=1 (vCard 4), else the first. */
function preferred(props: ICAL.Property[]): ICAL.Property | undefined {
  const isPref = (p: ICAL.Property) => {
    const type = p.getParameter('type');
    const types = (Array.isArray(type) ? type : [type]).map((t) => String(t ?? '').toLowerCase());
    return types.includes('pref') || String(p.getParameter('pref') ?? '') === '1';
  };
  return props.find(isPref) ?? props[0];
}

/**
 * Reads a vCard 3.0 or 4.0 with ical.js: both the plain style (`TEL;TYPE=CELL:…`) and Apple's
 * grouped style (`item1.TEL:…` with `item1.X-ABLabel`), a vCard 4 `tel:` URI, structured N, ORG, ADR.
 */
export function parseVCard(text: string): CardFields {
  let comp: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    comp = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
  } catch (err) {
    throw new VCardError(`The vCard cannot be read: ${(err as Error).message}`);
  }
  if (comp.name !== 'vcard') throw new VCardError('The body is not a vCard (BEGIN:VCARD … END:VCARD)');
  const n = comp.getFirstPropertyValue('n') as unknown;
  const nParts = Array.isArray(n) ? n.map(str) : typeof n === 'string' ? n.split(';') : [];
  const fn = str(comp.getFirstPropertyValue('fn'));
  let [lastName = '', firstName = ''] = nParts;
  if (!firstName && !lastName && fn) {
    const [first = '', ...rest] = fn.split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  const tel = preferred(comp.getAllProperties('tel'));
  const phone = str(tel?.getFirstValue()).replace(/^tel:/i, '');
  const email = str(preferred(comp.getAllProperties('email'))?.getFirstValue()).replace(/^mailto:/i, '');
  const org = comp.getFirstPropertyValue('org') as unknown;
  const company = Array.isArray(org) ? str(org[0]) : (str(org).split(';')[0] ?? '');
  const adrValue = preferred(comp.getAllProperties('adr'))?.getFirstValue() as unknown;
  const adr = Array.isArray(adrValue)
    ? adrValue.map(str)
    : typeof adrValue === 'string'
      ? adrValue.split(';')
      : null;
  const address = adr
    ? { street: adr[2] ?? '', city: adr[3] ?? '', state: adr[4] ?? '', zip: adr[5] ?? '' }
    : null;
  const uid = str(comp.getFirstPropertyValue('uid')) || null;
  return {
    uid,
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
    email: email.slice(0, 254),
    phone: phone.slice(0, 50),
    company: company.slice(0, 200),
    address: address && Object.values(address).some(Boolean) ? address : null,
  };
}

const escapeText = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/** Folds a content line at 75 octets (RFC 6350 §3.2), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** The vCard 3.0 of a CRM contact (iOS Contacts reads 3.0 best). */
export function renderVCard(c: Contact, uid: string): string {
  const fn = `${c.firstName} ${c.lastName}`.trim() || c.email || c.phone || c.company || 'Contact';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'PRODID:-//Ecosystem Hub//iphone-sync//EN',
    `UID:${escapeText(uid)}`,
    `FN:${escapeText(fn)}`,
    `N:${escapeText(c.lastName)};${escapeText(c.firstName)};;;`,
  ];
  if (c.company) lines.push(`ORG:${escapeText(c.company)}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET,pref:${escapeText(c.email)}`);
  if (c.phone) lines.push(`TEL;TYPE=CELL,pref:${escapeText(c.phone)}`);
  const a = c.address;
  if (a && Object.values(a).some(Boolean)) {
    lines.push(`ADR;TYPE=WORK:;;${[a.street, a.city, a.state, a.zip].map(escapeText).join(';')};`);
  }
  lines.push(`REV:${c.updatedAt}`, 'END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
