import type { FetchHandler } from './handlers.ts';

/** One user as the hub's CRM collects it. */
export interface CollectedUser {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
}

export interface UsersPage {
  users: CollectedUser[];
  nextCursor?: string | null;
}

/** The largest page the hub accepts. */
export const MAX_PAGE = 1000;

/**
 * The data-collection endpoint the hub's CRM pulls your users from: GET <your collect URL>[?cursor=]
 * answering `{users: [{email, firstName?, lastName?, phone?, company?}], nextCursor?}`. Register its
 * URL as the app's collect URL in the hub. `listUsers` pages through your own store.
 */
export function collectionHandler(
  listUsers: (cursor: string | null, limit: number) => Promise<UsersPage>,
): FetchHandler {
  return async (request) => {
    if (request.method !== 'GET') return Response.json({ message: 'Method not allowed' }, { status: 405 });
    const cursor = new URL(request.url).searchParams.get('cursor');
    const page = await listUsers(cursor, MAX_PAGE);
    const body: UsersPage = { users: page.users.slice(0, MAX_PAGE), nextCursor: page.nextCursor ?? null };
    return Response.json(body, { headers: { 'cache-control': 'no-store' } });
  };
}
