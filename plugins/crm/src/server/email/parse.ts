import type { AddressObject } from 'mailparser';

/** mailparser loads with the first message to parse, not with the plugin (at the hub's start). */
let mailparser: Promise<typeof import('mailparser')> | undefined;
const parser = () => (mailparser ??= import('mailparser'));

/** One email as the CRM stores it, whichever way it came in (IMAP, the BCC listener, the API). */
export interface ParsedEmail {
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: { address: string; name: string };
  to: Array<{ address: string; name: string }>;
  text: string;
  date: Date | null;
}

const BODY_MAX = 100_000;

const addresses = (v: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(v) ? v : v ? [v] : [])
    .flatMap((a) => a.value)
    .filter((a) => !!a.address)
    .map((a) => ({ address: a.address!.toLowerCase(), name: a.name ?? '' }));

const ids = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v ? v.split(/\s+/) : []).map((s) => s.trim()).filter(Boolean);

/** A whole message (RFC 5322 source), parsed by mailparser. */
export async function parseRaw(raw: Buffer | string, fallbackId: () => string): Promise<ParsedEmail> {
  const { simpleParser } = await parser();
  const m = await simpleParser(raw, { skipImageLinks: true, skipHtmlToText: false });
  const from = addresses(m.from)[0] ?? { address: '', name: '' };
  return {
    messageId: m.messageId?.trim() || fallbackId(),
    inReplyTo: ids(m.inReplyTo)[0] ?? null,
    references: ids(m.references),
    subject: m.subject ?? '',
    from,
    to: addresses(m.to),
    text: (m.text ?? '').slice(0, BODY_MAX),
    date: m.date ?? null,
  };
}

/** Header lines may not carry line breaks (a value with one would add headers of its own). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

/**
 * The fields of POST /api/emails/process, parsed the same way: the addresses go through
 * mailparser's address parser ("Jane Doe <jane@example.com>" gives the name too).
 */
export async function parseFields(f: {
  messageId: string;
  fromEmail: string;
  toEmail: string;
  subject: string;
  body: string;
  receivedAt: Date;
}): Promise<ParsedEmail> {
  const { simpleParser } = await parser();
  const head = await simpleParser(`From: ${oneLine(f.fromEmail)}\r\nTo: ${oneLine(f.toEmail)}\r\n\r\n`);
  return {
    messageId: f.messageId,
    inReplyTo: null,
    references: [],
    subject: f.subject,
    from: addresses(head.from)[0] ?? { address: f.fromEmail.trim().toLowerCase(), name: '' },
    to: addresses(head.to).length
      ? addresses(head.to)
      : [{ address: f.toEmail.trim().toLowerCase(), name: '' }],
    text: f.body.slice(0, BODY_MAX),
    date: f.receivedAt,
  };
}

/** "Jane Doe" → first and last name; an address alone gives its local part as the first name. */
export function nameOf(p: { address: string; name: string }): { firstName: string; lastName: string } {
  const name = p.name.trim();
  if (!name) return { firstName: p.address.split('@')[0] ?? '', lastName: '' };
  const parts = name.split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
