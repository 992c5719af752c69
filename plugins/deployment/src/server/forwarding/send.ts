import { OutboundError } from '@ecohub/core';
import type { DeploymentHub } from '../hub.ts';
import type { ClaimedDelivery } from './claim.ts';
import { parseRetryAfter } from './schedule.ts';
import { standardWebhookHeaders } from './sign.ts';
import { endpointUrl, type Target } from './targets.ts';

export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  responseExcerpt: string;
  retryAfterMs: number | null;
}

const EXCERPT = 500;

/**
 * One attempt: the delivery's stored body, signed with the target's secret under the delivery's id
 * (every attempt and every replay carry the same webhook-id, so the receiver can drop duplicates),
 * POSTed through the hardened outbound client (no redirects followed).
 */
export async function sendOnce(
  hub: DeploymentHub,
  d: ClaimedDelivery,
  target: Target,
): Promise<AttemptResult> {
  const headers = standardWebhookHeaders(target.secret, d.id, hub.clock.now(), d.payload);
  const started = performance.now();
  try {
    const res = await hub.outbound.request(endpointUrl(target, d.eventType), {
      method: 'POST',
      headers,
      body: d.payload,
      timeoutMs: hub.settings.DEPLOYMENT_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      // One pool of connections per endpoint address, reused delivery after delivery.
      keepAlive: true,
    });
    return {
      statusCode: res.status,
      error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`,
      latencyMs: Math.round(performance.now() - started),
      responseExcerpt: res.text().slice(0, EXCERPT),
      retryAfterMs: parseRetryAfter(res.headers['retry-after'], hub.clock.now()),
    };
  } catch (err) {
    // Our own words only (OutboundError's message never holds what the remote sent).
    const error = err instanceof OutboundError ? `${err.reason}: ${err.message}` : 'request failed';
    if (!(err instanceof OutboundError)) hub.log.warn({ err }, 'webhook delivery failed unexpectedly');
    return {
      statusCode: null,
      error,
      latencyMs: Math.round(performance.now() - started),
      responseExcerpt: '',
      retryAfterMs: null,
    };
  }
}
