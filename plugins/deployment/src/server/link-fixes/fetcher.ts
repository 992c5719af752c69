import { type OutboundClient, OutboundError } from '@ecohub/core';
import { CRAWLER_AGENT } from '../../shared/link-fixes.ts';

export interface Fetched {
  /** null: no answer (network failure, twice). */
  status: number | null;
  location: string | null;
  html: boolean;
  body: Buffer;
  /** Our words for a failure. */
  error: string | null;
}

export type PageFetcher = (url: string) => Promise<Fetched>;

const RETRY_DELAY_MS = 250;
/** Failures worth a second try: the network, not the address or the URL. */
const TRANSIENT = new Set(['connect', 'timeout', 'protocol']);

/**
 * One GET through the hub's hardened outbound client, redirects answered as they are (the crawler
 * records each hop). A network failure is tried once more before it counts. A body over the limit is
 * an answer (the page exists) that is not parsed.
 */
export function outboundFetcher(
  outbound: OutboundClient,
  opts: { timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): PageFetcher {
  const once = async (url: string): Promise<Fetched> => {
    const res = await outbound.request(url, {
      redirect: 'manual',
      keepAlive: true,
      timeoutMs: opts.timeoutMs,
      maxBytes: opts.maxBytes,
      signal: opts.signal,
      headers: {
        'user-agent': `${CRAWLER_AGENT}/1 (+link check of the Ecosystem Hub)`,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      },
    });
    const type = res.headers['content-type'] ?? '';
    return {
      status: res.status,
      location: res.headers.location ?? null,
      html: /text\/html|application\/xhtml\+xml/i.test(type),
      body: res.body,
      error: null,
    };
  };
  return async (url) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(url);
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        if (!(err instanceof OutboundError)) throw err;
        if (err.reason === 'too-large')
          return { status: 200, location: null, html: false, body: Buffer.alloc(0), error: null };
        if (attempt === 0 && TRANSIENT.has(err.reason)) {
          await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
          continue;
        }
        return {
          status: null,
          location: null,
          html: false,
          body: Buffer.alloc(0),
          error: `${err.reason}: ${err.message}`,
        };
      }
    }
  };
}
