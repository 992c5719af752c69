import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) for `body`, signed
 * with a `whsec_` secret: v1 = base64(HMAC-SHA256(secret bytes, "id.timestamp.body")).
 */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
