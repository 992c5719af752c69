import { createHmac, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@ecohub/core';

/** Standard Webhooks' timestamp tolerance, in seconds. */
const TOLERANCE_S = 300;

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');

/**
 * A request an app's server signed with its own secret (Standard Webhooks v1, as the SDK's client
 * signs): the timestamp within ±300 s of the hub's clock and a v1 signature under one of the app's
 * secrets. 401 otherwise.
 */
export function verifyAppRequest(
  raw: string,
  header: (name: string) => string | undefined,
  secrets: string[],
  nowMs: number,
): void {
  const id = header('webhook-id');
  const ts = Number(header('webhook-timestamp'));
  const signature = header('webhook-signature');
  if (!id || !Number.isInteger(ts) || !signature) throw unauthorized('Invalid webhook signature');
  if (Math.abs(Math.floor(nowMs / 1000) - ts) > TOLERANCE_S) throw unauthorized('Invalid webhook signature');
  const passed = signature
    .split(' ')
    .filter((v) => v.startsWith('v1,'))
    .map((v) => Buffer.from(v.slice(3)));
  const ok = secrets.some((secret) => {
    const expected = Buffer.from(
      createHmac('sha256', keyOf(secret)).update(`${id}.${ts}.${raw}`).digest('base64'),
    );
    return passed.some((p) => p.length === expected.length && timingSafeEqual(p, expected));
  });
  if (!ok) throw unauthorized('Invalid webhook signature');
}
