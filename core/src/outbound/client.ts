import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { Agent } from 'undici';
import { type AllowRange, parseAllowList, refusedRange } from './address-policy.ts';
import { OutboundError, type OutboundErrorReason } from './errors.ts';

/** undici is required with the first outbound request, not at the hub's start. */
let undiciModule: typeof import('undici') | undefined;
const undici = () => (undiciModule ??= createRequire(import.meta.url)('undici') as typeof import('undici'));

/** Every address a host name resolves to (the default is the system resolver, as the OS sees it). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole exchange, redirects and body included. Default 15 s. */
  timeoutMs?: number;
  /** Establishing one connection (TCP and TLS). Default 5 s. */
  connectTimeoutMs?: number;
  /** Largest response body; more is refused while streaming. Default 5 MiB. */
  maxBytes?: number;
  /** Redirects followed, each to a re-checked address. Default 5. */
  maxRedirects?: number;
  /**
   * 'manual': a redirect is answered as it is (status and `location` header) rather than followed,
   * for callers that record redirect chains hop by hop (each hop is its own checked request).
   */
  redirect?: 'follow' | 'manual';
  /**
   * Keep the connection open for the next request to the same checked addresses (a crawler's many
   * requests to one site). Each request still resolves and checks its addresses; a connection is
   * only ever reused for exactly those addresses. Idle connections close after a few seconds.
   */
  keepAlive?: boolean;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** The final URL, after redirects. */
  url: string;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface OutboundClient {
  /**
   * Requests a URL a user supplied: http(s) only, to public addresses (or `OUTBOUND_ALLOW`).
   * Any status is an answer; failures throw `OutboundError` with a reason and a message of ours.
   */
  request(url: string | URL, opts?: OutboundRequestOptions): Promise<OutboundResponse>;
}

export interface OutboundClientOptions {
  /** Ranges that may be reached although not public (`OUTBOUND_ALLOW`). */
  allow?: string | string[] | AllowRange[];
  /** Injectable for tests: the names → addresses map of a network we cannot have here. */
  resolve?: Resolver;
  userAgent?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULTS = { timeoutMs: 15_000, connectTimeoutMs: 5_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export function createOutboundClient(options: OutboundClientOptions = {}): OutboundClient {
  const allow = toRanges(options.allow);
  const resolve = options.resolve ?? systemResolver;
  const userAgent = options.userAgent ?? 'EcosystemHub/1';

  /** The addresses this hop may connect to, every one checked. */
  async function checkedAddresses(url: URL): Promise<LookupAddress[]> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // The URL parser has already turned 2130706433, 0x7f000001 and 0177.0.0.1 into 127.0.0.1.
    const family = isIP(host);
    let addresses: LookupAddress[];
    if (family) addresses = [{ address: host, family }];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        throw new OutboundError('dns', `The host ${host} could not be resolved`);
      }
      if (addresses.length === 0) throw new OutboundError('dns', `The host ${host} has no address`);
    }
    // Every answer must pass: a name answering one public and one internal address is refused,
    // rather than hoping the public one is the one used.
    for (const a of addresses) {
      const range = refusedRange(a.address, allow);
      if (range)
        throw new OutboundError(
          'blocked-address',
          `The host ${host} is not reachable from the hub (${range} address)`,
        );
    }
    return addresses;
  }

  /** Keep-alive dispatchers by origin, checked addresses and timeouts; idle ones are closed. */
  const kept = new Map<string, { agent: Agent; usedAt: number }>();
  const KEPT_IDLE_MS = 10_000;
  function keptAgent(key: string, make: () => Agent): Agent {
    const now = Date.now();
    for (const [k, v] of kept)
      if (now - v.usedAt > KEPT_IDLE_MS) {
        kept.delete(k);
        v.agent.close().catch(() => {});
      }
    let entry = kept.get(key);
    if (!entry) {
      entry = { agent: make(), usedAt: now };
      kept.set(key, entry);
    }
    entry.usedAt = now;
    return entry.agent;
  }

  return {
    async request(input, opts = {}) {
      const { Agent, request } = undici();
      const o = { ...DEFAULTS, ...opts };
      const total = AbortSignal.timeout(o.timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, total]) : total;
      let url = parseUrl(input);
      let method = (o.method ?? 'GET').toUpperCase();
      let body = o.body;
      let headers: Record<string, string> = { 'user-agent': userAgent, ...o.headers };

      for (let hop = 0; ; hop++) {
        const pinned = await checkedAddresses(url);
        // A dispatcher per hop whose lookup answers the addresses just checked: the connection goes
        // to one of them, with no second DNS answer an attacker could rebind in between.
        const make = () =>
          new Agent({
            connect: { timeout: o.connectTimeoutMs, lookup: pinnedLookup(pinned) },
            // The total signal bounds the exchange; these only keep undici from cutting it earlier.
            headersTimeout: o.timeoutMs,
            bodyTimeout: o.timeoutMs,
            ...(opts.keepAlive && { keepAliveTimeout: 4_000 }),
          });
        const agent = opts.keepAlive
          ? keptAgent(
              `${url.origin}|${pinned.map((a) => a.address).join(',')}|${o.connectTimeoutMs}|${o.timeoutMs}`,
              make,
            )
          : make();
        try {
          const res = await request(url, {
            dispatcher: agent,
            method: method as never,
            headers,
            body,
            signal,
          });
          const location = res.headers.location;
          if (REDIRECTS.has(res.statusCode) && typeof location === 'string' && opts.redirect !== 'manual') {
            await res.body.dump().catch(() => {});
            if (hop >= o.maxRedirects)
              throw new OutboundError('too-many-redirects', `More than ${o.maxRedirects} redirects`);
            const next = parseUrl(new URL(location, url));
            // 303, and 301/302 after a POST, continue as GET (what browsers do).
            if (res.statusCode === 303 || (res.statusCode <= 302 && method === 'POST')) {
              method = 'GET';
              body = undefined;
              headers = withoutBodyHeaders(headers);
            }
            // Credentials meant for one origin never follow a redirect to another.
            if (next.origin !== url.origin) headers = withoutCredentials(headers);
            url = next;
            continue;
          }
          const declared = Number(res.headers['content-length']);
          if (declared > o.maxBytes) {
            res.body.destroy();
            throw tooLarge(o.maxBytes);
          }
          const bytes = await readCapped(res.body, o.maxBytes);
          return toResponse(res.statusCode, res.headers, url, bytes);
        } catch (err) {
          throw translate(err, opts.signal, total);
        } finally {
          if (!opts.keepAlive) agent.close().catch(() => {});
        }
      }
    },
  };
}

function toRanges(allow: OutboundClientOptions['allow']): AllowRange[] {
  if (Array.isArray(allow) && allow.length > 0 && typeof allow[0] !== 'string') return allow as AllowRange[];
  return parseAllowList(allow as string | string[] | undefined);
}

function parseUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError('invalid-url', 'The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('invalid-url', 'Only http and https URLs can be requested');
  return url;
}

/**
 * net.connect's lookup, answering fixed addresses: all of them when net asks for all (it then tries
 * each, so a name with an unreachable IPv6 answer still connects over IPv4), else the first.
 */
function pinnedLookup(pinned: LookupAddress[]) {
  return (
    _host: string,
    options: { all?: boolean },
    cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options?.all) cb(null, pinned);
    else cb(null, pinned[0].address, pinned[0].family);
  };
}

async function readCapped(stream: AsyncIterable<Buffer> & { destroy(): void }, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw tooLarge(max);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (max: number) => new OutboundError('too-large', `The answer is larger than ${max} bytes`);

function toResponse(
  status: number,
  raw: Record<string, string | string[] | undefined>,
  url: URL,
  body: Buffer,
): OutboundResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw))
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return {
    status,
    headers,
    url: url.toString(),
    body,
    text: () => body.toString('utf8'),
    json: <T>() => {
      try {
        return JSON.parse(body.toString('utf8')) as T;
      } catch {
        throw new OutboundError('protocol', 'The answer is not valid JSON');
      }
    },
  };
}

function withoutBodyHeaders(h: Record<string, string>): Record<string, string> {
  const drop = new Set(['content-type', 'content-length', 'content-encoding']);
  return Object.fromEntries(Object.entries(h).filter(([k]) => !drop.has(k.toLowerCase())));
}

function withoutCredentials(h: Record<string, string>): Record<string, string> {
  const drop = new Set(['authorization', 'cookie', 'proxy-authorization']);
  return Object.fromEntries(Object.entries(h).filter(([k]) => !drop.has(k.toLowerCase())));
}

/** Maps what undici and net throw to one reason; never carries the remote's words to the caller. */
function translate(err: unknown, caller: AbortSignal | undefined, total: AbortSignal): unknown {
  if (err instanceof OutboundError) return err;
  // The caller's own abort (a job being stopped) stays theirs to recognise.
  if (caller?.aborted) return caller.reason ?? err;
  if (total.aborted) return new OutboundError('timeout', 'The request took too long');
  const { code = '', name = '' } = err as { code?: string; name?: string };
  if (name === 'HTTPParserError')
    return new OutboundError('protocol', 'The server did not answer valid HTTP');
  const reasons: Array<[RegExp, OutboundErrorReason, string]> = [
    [/CONNECT_TIMEOUT|ETIMEDOUT|HEADERS_TIMEOUT|BODY_TIMEOUT/, 'timeout', 'The request took too long'],
    [/^HPE_|UND_ERR_(INFO|RESPONSE|INVALID_ARG)/, 'protocol', 'The server did not answer valid HTTP'],
    [/CERT|TLS|SSL|ERR_SSL/, 'connect', 'A secure connection to the server could not be made'],
  ];
  for (const [re, reason, message] of reasons) if (re.test(code)) return new OutboundError(reason, message);
  return new OutboundError('connect', 'The server could not be reached');
}
