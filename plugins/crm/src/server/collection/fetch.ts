import type { OutboundClient } from '@ecohub/core';
import { type CollectedUser, collectedUserSchema, collectPageSchema } from '../../shared/index.ts';

const TIMEOUT_MS = 15_000;
/** A page of users is a few hundred KiB at most; anything far larger is not the contract. */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * One page of a sibling app's users: GET <collectUrl>[?cursor=…] answering
 * `{ users: [{ email, firstName?, lastName?, phone?, company? }], nextCursor?: string | null }`.
 * Entries without a valid email are dropped. The request goes through core's outbound client (a
 * collect URL is user input: internal addresses are refused), and errors never quote the answer.
 */
export async function fetchUsersPage(
  outbound: OutboundClient,
  collectUrl: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ users: CollectedUser[]; nextCursor: string | null }> {
  const url = new URL(collectUrl);
  if (cursor) url.searchParams.set('cursor', cursor);
  const res = await outbound.request(url, {
    headers: { accept: 'application/json', 'user-agent': 'EcosystemHub-Collector/1' },
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    signal,
  });
  // The status only: the body of an error page may be anything the URL points at.
  if (res.status < 200 || res.status > 299) throw new Error(`The app answered HTTP ${res.status}`);
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    // not JSON: reported below like JSON of the wrong shape
  }
  const page = collectPageSchema.safeParse(json);
  if (!page.success) throw new Error('The app answered JSON without a users list');
  const users: CollectedUser[] = [];
  for (const u of page.data.users) {
    const r = collectedUserSchema.safeParse(u);
    if (r.success && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.data.email)) users.push(r.data);
  }
  return { users, nextCursor: page.data.nextCursor ?? null };
}
