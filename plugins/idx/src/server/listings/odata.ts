import { type OutboundClient, OutboundError } from '@ecohub/core';
import type { ResoProperty } from './reso.ts';

export interface ODataOptions {
  /** Service root; the Property resource is read at `<root>/Property`. */
  url: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  pageSize: number;
}

export interface ODataPage {
  records: ResoProperty[];
  /** `@odata.count` of the first page when the server sends it. */
  count: number | null;
}

export class FeedError extends Error {}

/**
 * A RESO Web API Core 2.0 client: OAuth2 client credentials (client_secret_post), incremental
 * replication with `$filter=ModificationTimestamp gt <high water>` ordered ascending, following
 * `@odata.nextLink` until the server stops sending one. Every request goes through hub.outbound.
 */
export function odataFeed(outbound: OutboundClient, o: ODataOptions) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(force = false): Promise<string | null> {
    if (!o.tokenUrl) return null;
    if (!force && token && token.expiresAt > Date.now()) return token.value;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (o.clientId) form.set('client_id', o.clientId);
    if (o.clientSecret) form.set('client_secret', o.clientSecret);
    if (o.scope) form.set('scope', o.scope);
    const res = await outbound.request(o.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (res.status !== 200) throw new FeedError(`The MLS token endpoint answered ${res.status}`);
    const body = res.json<{ access_token?: string; expires_in?: number }>();
    if (!body.access_token) throw new FeedError('The MLS token endpoint sent no access_token');
    // Renewed a minute early so a page is never requested with a token about to lapse.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return token.value;
  }

  async function get(url: string): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(attempt > 0);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      let res: Awaited<ReturnType<OutboundClient['request']>>;
      try {
        res = await outbound.request(url, { headers });
      } catch (err) {
        throw new FeedError(err instanceof OutboundError ? err.message : String(err));
      }
      if (res.status === 401 && bearer && attempt === 0) continue;
      if (res.status !== 200)
        throw new FeedError(`The MLS feed answered ${res.status} for ${new URL(url).pathname}`);
      return res.json<Record<string, unknown>>();
    }
  }

  /** The first page's URL: everything modified after `since` (all when null), oldest first. */
  function firstUrl(since: string | null): string {
    const u = new URL(`${o.url.replace(/\/$/, '')}/Property`);
    const params = [
      since ? `$filter=${encodeURIComponent(`ModificationTimestamp gt ${since}`)}` : '',
      `$orderby=${encodeURIComponent('ModificationTimestamp asc')}`,
      `$top=${o.pageSize}`,
      `$expand=${encodeURIComponent('Media,OpenHouse')}`,
      '$count=true',
    ].filter(Boolean);
    u.search = params.join('&');
    return u.toString();
  }

  return {
    /** Pages of records modified after `since`, in order. */
    async *pages(since: string | null): AsyncGenerator<ODataPage> {
      let url: string | null = firstUrl(since);
      let first = true;
      const seen = new Set<string>();
      while (url) {
        if (seen.has(url)) throw new FeedError('The MLS feed sent the same @odata.nextLink twice');
        seen.add(url);
        const body = await get(url);
        const value = body.value;
        if (!Array.isArray(value)) throw new FeedError('The MLS feed answered without a value array');
        const count =
          first && typeof body['@odata.count'] === 'number' ? (body['@odata.count'] as number) : null;
        first = false;
        yield { records: value as ResoProperty[], count };
        const next = body['@odata.nextLink'];
        url = typeof next === 'string' && next ? new URL(next, url).toString() : null;
      }
    },
  };
}

export type ODataFeed = ReturnType<typeof odataFeed>;
