import { forOrg } from '@ecohub/core';
import type { MarketingHub } from '../hub.ts';
import type { RecipientRef } from './message.ts';

export type Chunk = Array<RecipientRef & { contactId: string | null }>;

/**
 * The recipients of a campaign send, in chunks, for several lanes at once: first the rows a dead
 * run left `sending` (in doubt), then the `pending` ones. Reading walks forward by id (one query
 * per `chunk × 8` rows), so a row another lane claimed is never handed out again; concurrent
 * callers are served one after another.
 */
export function chunkSource(
  hub: MarketingHub,
  orgId: string,
  campaignId: string,
  o: { chunk: number; inDoubtFirst: boolean },
) {
  let phase: 'sending' | 'pending' = o.inDoubtFirst ? 'sending' : 'pending';
  let cursor = '';
  let buffer: Chunk = [];
  let done = false;
  const read = async (): Promise<Chunk | null> => {
    while (buffer.length === 0 && !done) {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingRecipients')
        .select(['id', 'email', 'firstName', 'messageId', 'contactId'])
        .where('campaignId', '=', campaignId)
        .where('step', '=', -1)
        .where('status', '=', phase)
        .where('id', '>', cursor)
        .orderBy('id')
        .limit(o.chunk * 8)
        .execute();
      if (rows.length) {
        buffer = rows;
        cursor = rows[rows.length - 1]!.id;
      } else if (phase === 'sending') {
        phase = 'pending';
        cursor = '';
      } else done = true;
    }
    return buffer.length ? buffer.splice(0, o.chunk) : null;
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    /** The next chunk to send, or null when none is left. */
    next(): Promise<Chunk | null> {
      const p = queue.then(read);
      queue = p.catch(() => undefined);
      return p;
    },
  };
}
