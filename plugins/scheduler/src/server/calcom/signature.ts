import { createHmac, timingSafeEqual } from 'node:crypto';

/** Cal.com's X-Cal-Signature-256: the hex HMAC-SHA256 of the raw body with the webhook's secret. */
export const calSignature = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

export function verifyCalSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(calSignature(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}
