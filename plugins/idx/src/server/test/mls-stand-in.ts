import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResoProperty } from '../listings/reso.ts';

/**
 * A local RESO Web API stand-in: OAuth2 client credentials at /token, `Property` with `$filter=
 * ModificationTimestamp gt …`, `$orderby`, `$top` and `@odata.nextLink` paging by `$skiptoken`.
 * It records every request so tests can check what the adapter asked.
 */
export async function mlsStandIn(opts: { clientId: string; clientSecret: string; pageSize: number }) {
  const records: ResoProperty[] = [];
  const requests: Array<{ path: string; query: URLSearchParams; auth: string | undefined }> = [];
  const tokens = new Set<string>();
  let issued = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, query: url.searchParams, auth: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/token' && req.method === 'POST') {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => {
        const f = new URLSearchParams(text);
        if (
          f.get('grant_type') !== 'client_credentials' ||
          f.get('client_id') !== opts.clientId ||
          f.get('client_secret') !== opts.clientSecret
        )
          return send(401, { error: 'invalid_client' });
        const token = `tok-${++issued}`;
        tokens.add(token);
        send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/odata/Property') {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return send(401, { error: 'invalid_token' });
      const filter = url.searchParams.get('$filter');
      const since = filter?.match(/^ModificationTimestamp gt (.+)$/)?.[1];
      const matching = records
        .filter((r) => !since || r.ModificationTimestamp > since)
        .sort((a, b) => a.ModificationTimestamp.localeCompare(b.ModificationTimestamp));
      const top = Math.min(Number(url.searchParams.get('$top') ?? opts.pageSize), opts.pageSize);
      const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
      const page = matching.slice(skip, skip + top);
      const body: Record<string, unknown> = { '@odata.context': '$metadata#Property', value: page };
      if (url.searchParams.get('$count') === 'true') body['@odata.count'] = matching.length;
      if (skip + top < matching.length) {
        const next = new URL(url);
        next.searchParams.set('$skiptoken', String(skip + top));
        next.searchParams.delete('$count');
        body['@odata.nextLink'] =
          `http://127.0.0.1:${(server.address() as AddressInfo).port}${next.pathname}${next.search}`;
      }
      return send(200, body);
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root,
    records,
    requests,
    /** Invalidates every token issued so far (the adapter must fetch a new one on 401). */
    revokeTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A RESO Property record for the stand-in. */
export function resoRecord(n: number, modified: string, over: Partial<ResoProperty> = {}): ResoProperty {
  const key = `MLS${String(n).padStart(5, '0')}`;
  return {
    ListingKey: key,
    ListingId: `A${n}`,
    StandardStatus: 'Active',
    ListPrice: 300000 + n * 1000,
    UnparsedAddress: `${n} Main St, Austin, TX 78701`,
    City: 'Austin',
    StateOrProvince: 'TX',
    PostalCode: '78701',
    Latitude: 30.27,
    Longitude: -97.74,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1800,
    PropertyType: 'Residential',
    PublicRemarks: 'Stand-in listing',
    ListOfficeName: 'Stand-in Realty',
    ListAgentFullName: 'Sam Agent',
    OriginatingSystemName: 'Stand-in MLS',
    ModificationTimestamp: modified,
    Media: [
      {
        MediaKey: `${key}-1`,
        MediaURL: `https://photos.mls.example/${key}-1.jpg`,
        Order: 1,
        MediaCategory: 'Photo',
      },
    ],
    ...over,
  };
}
