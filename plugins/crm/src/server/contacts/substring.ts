import { fold, searchFold } from './row.ts';

/**
 * Searches this long (folded, both needles) match any part of the full name or the email, a
 * domain ("gmail.com") or a fragment ("proton") included, from a trigram index (SQLite FTS5
 * `trigram`, PostgreSQL `pg_trgm`): a trigram index cannot answer fewer characters, so shorter
 * searches keep matching the start of the full name, the last name or the email.
 */
export const SUBSTRING_MIN = 3;

export interface Needles {
  /** Folded like names (no case, no accents) and like emails (no case). */
  name: string;
  email: string;
  /** Any part (true) or the start (false). */
  substring: boolean;
  /** The FTS5 query of a substring search: either phrase, in its own column. */
  fts: string;
}

const phrase = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function needles(q: string): Needles {
  const name = searchFold(q);
  const email = fold(q.trim());
  const substring = [...name].length >= SUBSTRING_MIN && [...email].length >= SUBSTRING_MIN;
  // One phrase over both columns when the needles agree (most searches): FTS5 then reads the
  // phrase's lists once, where `a OR b` reads them twice (about half the time).
  const fts =
    name === email
      ? `{name_key email_key} : ${phrase(name)}`
      : `name_key : ${phrase(name)} OR email_key : ${phrase(email)}`;
  return { name, email, substring, fts };
}

/** The same test in memory (tests, the reference of search.test.ts). */
export function matchesNeedles(n: Needles, r: { nameKey: string; lastKey: string; emailKey: string | null }) {
  const email = r.emailKey ?? '';
  if (n.substring) return r.nameKey.includes(n.name) || email.includes(n.email);
  return r.nameKey.startsWith(n.name) || r.lastKey.startsWith(n.name) || email.startsWith(n.email);
}
