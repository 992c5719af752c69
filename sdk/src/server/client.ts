import { messageId } from './message-id.ts';
import { signedHeaders } from './signature.ts';

export interface HubEvent {
  event: string;
  status?: string;
  tag?: string;
  /** The end user the event is about (email or your user id). */
  user?: string;
  data?: Record<string, unknown>;
  /** When it happened (ISO-8601); the hub's receipt time otherwise. */
  timestamp?: string;
}

export interface HubClientOptions {
  /** The hub's base URL, e.g. https://hub.example.com */
  hub: string;
  /** Your application's id (app_…). */
  app: string;
  /** Your application's signing secret (whsec_…). */
  secret: string;
  /** Attempts after the first one, on network errors, 429 and 5xx. */
  retries?: number;
  /** First retry delay in ms; doubles each time, with jitter. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

export interface SendResult {
  /** The webhook-id: pass it again (`send(event, {id})`) to retry safely, the hub stores it once. */
  id: string;
  accepted: number;
  duplicates: number;
}

/** The hub's answer to an Admin View check. */
export interface AdminView {
  superAdmin: boolean;
  bypassPaywall: boolean;
  user: { email: string } | null;
  expiresAt: string | null;
}

export class HubError extends Error {
  override name = 'HubError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retriable = (status: number) => status === 429 || status >= 500;

/** Sends your app's events to the hub, signed per Standard Webhooks with your secret. */
export function createHubClient(opts: HubClientOptions) {
  const base = opts.hub.replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;
  const retries = opts.retries ?? 3;
  const backoff = opts.backoffMs ?? 500;

  /** POSTs a signed JSON body; the same webhook-id on every attempt, a fresh signature each time. */
  async function post(path: string, payload: unknown, id: string): Promise<Response> {
    const body = JSON.stringify(payload);
    for (let attempt = 0; ; attempt++) {
      let res: Response | null = null;
      let error: unknown = null;
      try {
        res = await doFetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, id, body) },
          body,
        });
      } catch (err) {
        error = err;
      }
      if (res && !retriable(res.status)) return res;
      if (attempt >= retries) {
        if (res) return res;
        throw error;
      }
      const retryAfter = Number(res?.headers.get('retry-after'));
      const delay = retryAfter > 0 ? retryAfter * 1000 : backoff * 2 ** attempt * (0.5 + Math.random() / 2);
      await sleep(delay);
    }
  }

  async function answer<T>(res: Response): Promise<T> {
    const text = await res.text();
    if (!res.ok) {
      let message = text || res.statusText;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: keep the text.
      }
      throw new HubError(res.status, message);
    }
    return JSON.parse(text) as T;
  }

  return {
    async send(event: HubEvent, o: { id?: string } = {}): Promise<SendResult> {
      const id = o.id ?? messageId();
      const ack = await answer<{ accepted: number; duplicates: number }>(
        await post('/api/record', { ...event, app: opts.app }, id),
      );
      return { id, accepted: ack.accepted, duplicates: ack.duplicates };
    },

    /**
     * Admin View (super_admin=true&bypass_paywall=true): honour the flags only when the hub confirms
     * the `hub_grant` from the same query string.
     */
    async checkAdminView(grant: string): Promise<AdminView> {
      return answer(await post('/api/ecosystem/admin-check', { app: opts.app, grant }, messageId()));
    },
  };
}
export type HubClient = ReturnType<typeof createHubClient>;
