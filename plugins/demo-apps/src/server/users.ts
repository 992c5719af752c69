import type { CollectedUser } from '@ecohub/sdk/server';

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Tim', 'Radia', 'Ken', 'Barbara'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Lee', 'Perlman', 'Liskov'];

/** FNV-1a: a stable number from the slug, so every demo app has the same users on every start. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * A demo app's synthetic users (8 to 23 of them, deterministic from the slug): what data
 * collection pulls into the CRM. Emails are unique per app, on the reserved example.com domain.
 */
export function demoUsers(slug: string, name: string): CollectedUser[] {
  const seed = hash(slug);
  const count = 8 + (seed % 16);
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST[(seed + i * 7) % FIRST.length] as string;
    const lastName = LAST[(seed + i * 5 + (i >> 3)) % LAST.length] as string;
    return {
      email: `${firstName}.${lastName}.${i + 1}@${slug}.demo.example.com`.toLowerCase(),
      firstName,
      lastName,
      company: name,
    };
  });
}
