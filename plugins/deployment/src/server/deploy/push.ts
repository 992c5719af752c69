import { newId, OutboundError } from '@ecohub/core';
import { appEndpoint, ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { standardWebhookHeaders } from '../forwarding/sign.ts';
import type { DeploymentHub } from '../hub.ts';

/** Where an app's SDK receives its configuration (`configHandler`). */
export const CONFIG_PATH = '/ecohub/config';

export interface CallResult {
  ok: boolean;
  /** The app's HTTP status, null when it could not be reached. */
  status: number | null;
  /** Our own words, never text the app sent. */
  error: string | null;
  /** The app's JSON answer when it gave one. */
  answer: unknown;
}

/**
 * A signed call to one app (Standard Webhooks with the app's own secret, through the hardened
 * outbound client, no redirects): `{type, timestamp, data}` to `path` under the app's URL.
 */
export async function signedCall(
  hub: DeploymentHub,
  orgId: string,
  appId: string,
  path: string,
  type: string,
  data: unknown,
): Promise<CallResult> {
  const app = await hub.use(ecosystemService).apps.resolve(appId);
  if (!app || app.orgId !== orgId)
    return { ok: false, status: null, error: 'Application not found', answer: null };
  const secret = app.signingSecrets[0];
  if (!secret)
    return { ok: false, status: null, error: 'The application has no signing secret', answer: null };
  const now = hub.clock.now();
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  try {
    const res = await hub.outbound.request(appEndpoint(app.url, path), {
      method: 'POST',
      headers: standardWebhookHeaders(secret, `msg_${newId()}`, now, body),
      body,
      timeoutMs: hub.settings.DEPLOYMENT_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
    });
    let answer: unknown = null;
    try {
      answer = res.json();
    } catch {
      answer = null;
    }
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      status: res.status,
      error: ok ? null : `The application answered HTTP ${res.status}`,
      answer,
    };
  } catch (err) {
    const error = err instanceof OutboundError ? `${err.reason}: ${err.message}` : 'The request failed';
    return { ok: false, status: null, error, answer: null };
  }
}
