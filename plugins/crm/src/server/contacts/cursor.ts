import { badRequest } from '@ecohub/core';

/** Opaque keyset cursors: the sort value and id of the last row, base64url JSON. */
export const encodeCursor = (key: unknown[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string | undefined): unknown[] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      ['string', 'number'].includes(typeof v[0]) &&
      typeof v[1] === 'string'
    )
      return v;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('Invalid request', [{ path: 'cursor', message: 'Invalid cursor' }]);
}
