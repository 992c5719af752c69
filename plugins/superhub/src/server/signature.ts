import { unauthorized } from '@ecohub/core';
import type { Webhook } from 'standardwebhooks';
import { TIMESTAMP_TOLERANCE_S } from '../shared/index.ts';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Standard Webhooks verification: the timestamp within ±300 s of the hub's clock, then the v1
 * signature against each accepted secret (the previous one during its rotation overlap), checked by
 * the reference `standardwebhooks` implementation.
 */
export function verifySigned(raw: string, h: WebhookHeaders, verifiers: Webhook[], nowMs: number): void {
  if (!h['webhook-id'] || !h['webhook-timestamp'] || !h['webhook-signature'])
    throw unauthorized('Missing webhook-id, webhook-timestamp or webhook-signature header');
  const ts = Number(h['webhook-timestamp']);
  if (!Number.isInteger(ts)) throw unauthorized('Invalid webhook-timestamp');
  const skew = Math.floor(nowMs / 1000) - ts;
  if (skew > TIMESTAMP_TOLERANCE_S) throw unauthorized('Message timestamp too old');
  if (skew < -TIMESTAMP_TOLERANCE_S) throw unauthorized('Message timestamp too new');
  for (const v of verifiers) {
    try {
      v.verify(raw, h as unknown as Record<string, string>, { jsonParse: false });
      return;
    } catch {
      // Try the next accepted secret.
    }
  }
  throw unauthorized('Invalid webhook signature');
}
