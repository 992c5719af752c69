import { createHmac, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@ecohub/core';
import { TIMESTAMP_TOLERANCE_S } from '../../shared/index.ts';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

const PREFIX = 'whsec_';

/** A `whsec_<base64>` signing secret as the HMAC key bytes (what the Standard Webhooks libraries use). */
export function signingKey(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  if (key.length === 0) throw new Error("Secret can't be empty.");
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the Standard Webhooks v1 signature. */
export function sign(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Standard Webhooks verification: the timestamp within ±300 s of the hub's clock, then the v1
 * signature against each accepted key (the previous secret's during its rotation overlap). Same
 * rules as the reference `standardwebhooks` package (space-separated `v1,<sig>` list, other versions
 * ignored, constant-time comparison), with node's native HMAC.
 */
export function verifySigned(raw: string, h: WebhookHeaders, keys: Buffer[], nowMs: number): void {
  const ts = checkTimestamp(h, nowMs);
  if (!matchesAny(raw, h, ts, keys)) throw unauthorized('Invalid webhook signature');
}

/** The headers are there and the timestamp within the tolerance: answers the timestamp (seconds). */
export function checkTimestamp(h: WebhookHeaders, nowMs: number): number {
  if (!h['webhook-id'] || !h['webhook-timestamp'] || !h['webhook-signature'])
    throw unauthorized('Missing webhook-id, webhook-timestamp or webhook-signature header');
  const ts = Number(h['webhook-timestamp']);
  if (!Number.isInteger(ts)) throw unauthorized('Invalid webhook-timestamp');
  const skew = Math.floor(nowMs / 1000) - ts;
  if (skew > TIMESTAMP_TOLERANCE_S) throw unauthorized('Message timestamp too old');
  if (skew < -TIMESTAMP_TOLERANCE_S) throw unauthorized('Message timestamp too new');
  return ts;
}

/** Whether one of the header's v1 signatures is the HMAC of the message under one of the keys. */
export function matchesAny(raw: string, h: WebhookHeaders, ts: number, keys: Buffer[]): boolean {
  if (keys.length === 0) return false;
  const passed: Buffer[] = [];
  for (const versioned of h['webhook-signature'].split(' ')) {
    const comma = versioned.indexOf(',');
    if (comma < 0 || versioned.slice(0, comma) !== 'v1') continue;
    // The reference compares the base64 texts: so do we (no lenient base64 decoding).
    const end = versioned.indexOf(',', comma + 1);
    passed.push(Buffer.from(versioned.slice(comma + 1, end < 0 ? undefined : end)));
  }
  if (passed.length === 0) return false;
  const message = `${h['webhook-id']}.${ts}.${raw}`;
  for (const key of keys) {
    const expected = Buffer.from(createHmac('sha256', key).update(message).digest('base64'));
    for (const sig of passed)
      if (sig.length === expected.length && timingSafeEqual(sig, expected)) return true;
  }
  return false;
}
