import { randomUUID } from 'node:crypto';

let lastMs = 0;
let seq = 0;
let prefix = '';

/**
 * A time-ordered UUID (version 7, RFC 9562) for rows written in bulk (imported contacts, ingested
 * events): ids that grow with time append to the primary-key index (and the indexes that end in
 * `id`) instead of dirtying pages all over them, which is most of the cost of storing thousands of
 * rows per transaction. A 12-bit counter keeps ids of the same millisecond in order within this
 * process (and an earlier `nowMs` than the last one never makes an id sort before it); the rest is
 * random.
 */
export function timeOrderedId(nowMs = Date.now()): string {
  let ms = nowMs;
  if (ms <= lastMs) {
    ms = lastMs;
    if (++seq > 0xfff) {
      ms++;
      seq = 0;
    }
  } else seq = 0;
  if (ms !== lastMs) {
    const t = ms.toString(16).padStart(12, '0');
    prefix = `${t.slice(0, 8)}-${t.slice(8, 12)}-7`;
    lastMs = ms;
  }
  // A v4 UUID's last two groups are the variant bits and 62 random bits, as version 7 wants them.
  return `${prefix}${seq.toString(16).padStart(3, '0')}-${randomUUID().slice(19)}`;
}
