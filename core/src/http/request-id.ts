import { randomBytes } from 'node:crypto';

/**
 * Request ids for log lines: this process's random prefix and a counter, unique within the process
 * and across processes and restarts, without a random UUID per request. A caller's `x-request-id`
 * is kept instead when it sends one.
 */
const PREFIX = `${randomBytes(6).toString('base64url')}-`;
let seq = 0;

export const nextRequestId = (): string => PREFIX + (++seq).toString(36);
