import { createRequire } from 'node:module';
import type { CountryCode } from 'libphonenumber-js';

/** libphonenumber-js (its metadata and over a hundred modules) is required on first use, not at start. */
let phones: typeof import('libphonenumber-js') | undefined;
const libphonenumber = () =>
  (phones ??= createRequire(import.meta.url)('libphonenumber-js') as typeof import('libphonenumber-js'));

export interface Phone {
  /** E.164 (+15551234567) when libphonenumber reads a possible number; else null. */
  e164: string | null;
  /** The key a call or message is matched by: E.164, or the bare digits of an unreadable number. */
  key: string;
  /** How the hub shows it (international format). */
  display: string;
  /** Every spelling a contact's phone may be stored as (the CRM compares exactly). */
  spellings: string[];
}

/**
 * Reads a phone number the way the iPhone wrote it ("(555) 123-4567", "+44 20 7946 0958",
 * "555.123.4567") with libphonenumber-js; a number without a country code is read in the
 * configured country.
 */
export function normalisePhone(raw: string, country: string): Phone | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  const parsed = libphonenumber().parsePhoneNumberFromString(trimmed, country as CountryCode);
  // Possible, not valid: fictional 555 numbers (the samples, tests) are kept, and plans change.
  if (parsed?.isPossible()) {
    const e164 = parsed.number as string;
    const national = parsed.formatNational();
    const spellings = [
      e164,
      parsed.formatInternational(),
      national,
      national.replace(/\D/g, ''),
      `${parsed.countryCallingCode}${parsed.nationalNumber}`,
      parsed.nationalNumber as string,
      trimmed,
      digits,
    ];
    return { e164, key: e164, display: parsed.formatInternational(), spellings: [...new Set(spellings)] };
  }
  return { e164: null, key: digits, display: trimmed, spellings: [...new Set([trimmed, digits])] };
}
