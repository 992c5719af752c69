import { type CollectedUser, collectedUserSchema, collectPageSchema } from '../../shared/index.ts';

const TIMEOUT_MS = 15_000;

/**
 * One page of a sibling app's users: GET <collectUrl>[?cursor=…] answering
 * `{ users: [{ email, firstName?, lastName?, phone?, company? }], nextCursor?: string | null }`.
 * Entries without a valid email are dropped.
 */
export async function fetchUsersPage(
  collectUrl: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ users: CollectedUser[]; nextCursor: string | null }> {
  const url = new URL(collectUrl);
  if (cursor) url.searchParams.set('cursor', cursor);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': 'EcosystemHub-Collector/1' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()).slice(0, 200) || res.statusText}`);
  const page = collectPageSchema.safeParse(await res.json().catch(() => null));
  if (!page.success) throw new Error('The app answered JSON without a users list');
  const users: CollectedUser[] = [];
  for (const u of page.data.users) {
    const r = collectedUserSchema.safeParse(u);
    if (r.success && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.data.email)) users.push(r.data);
  }
  return { users, nextCursor: page.data.nextCursor ?? null };
}
