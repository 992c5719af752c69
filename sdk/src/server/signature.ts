import { createHmac, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks: 5 minutes either way. */
export const TOLERANCE_S = 300;

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

function key(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key. */
export function sign(secret: string, id: string, timestampS: number, body: string): string {
  return `v1,${createHmac('sha256', key(secret)).update(`${id}.${timestampS}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers for a body, signed now. */
export function signedHeaders(
  secret: string,
  id: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const ts = Math.floor(now / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(ts),
    'webhook-signature': sign(secret, id, ts, body),
  };
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(h: HeaderSource, name: string): string {
  if (typeof (h as Headers).get === 'function') return (h as Headers).get(name) ?? '';
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/**
 * Checks a Standard Webhooks signature against one or more secrets (during a rotation both the new
 * and the previous one) and the timestamp tolerance; throws WebhookVerificationError otherwise.
 */
export function verifySignature(
  body: string,
  headers: HeaderSource,
  secrets: string | string[],
  now = Date.now(),
): void {
  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !ts || !signatures) throw new WebhookVerificationError('Missing required headers');
  const t = Number(ts);
  if (!Number.isInteger(t)) throw new WebhookVerificationError('Invalid webhook-timestamp');
  const skew = Math.floor(now / 1000) - t;
  if (skew > TOLERANCE_S) throw new WebhookVerificationError('Message timestamp too old');
  if (skew < -TOLERANCE_S) throw new WebhookVerificationError('Message timestamp too new');
  for (const secret of Array.isArray(secrets) ? secrets : [secrets]) {
    const expected = Buffer.from(sign(secret, id, t, body).slice(3));
    for (const part of signatures.split(' ')) {
      const [version, sig] = part.split(',');
      if (version !== 'v1' || !sig) continue;
      const given = Buffer.from(sig);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    }
  }
  throw new WebhookVerificationError('No matching signature found');
}
