import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHub } from '../testing/index.ts';
import { createOutboundClient, type Resolver } from './client.ts';
import { OutboundError, type OutboundErrorReason } from './errors.ts';

/** A real server on 127.0.0.1 playing the internal service, a redirecting app, a slow one, a big one. */
let port = 0;
const seen: string[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push(`${req.method} ${url.pathname} host=${req.headers.host} auth=${req.headers.authorization ?? ''}`);
  const hop = url.pathname.match(/^\/hops\/(\d+)$/);
  if (hop) {
    const n = Number(hop[1]);
    if (n === 0) return res.writeHead(200).end('arrived');
    return res.writeHead(302, { location: `/hops/${n - 1}` }).end();
  }
  switch (url.pathname) {
    case '/port':
      return res.writeHead(200).end(String(req.socket.remotePort));
    case '/secret':
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"users":[],"secret":"top"}');
    case '/echo': {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => res.writeHead(201).end(`${req.method}:${Buffer.concat(chunks).toString()}`));
      return;
    }
    case '/to':
      return res.writeHead(307, { location: url.searchParams.get('u') ?? '/' }).end();
    case '/see-other':
      return res.writeHead(303, { location: '/echo' }).end();
    case '/big': {
      // Streamed without a length, so only counting while reading can stop it.
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 32) {
          sent++;
          if (!res.write(chunk)) return res.once('drain', write);
        }
        res.end();
      };
      write();
      return;
    }
    case '/declared-big':
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      return res.end();
    case '/slow':
      return setTimeout(() => res.writeHead(200).end('late'), 5_000).unref();
    case '/garbage':
      req.socket.end('this is not http\r\n\r\n');
      return;
    default:
      return res.writeHead(404).end('no');
  }
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const local = (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`;
const loopback = { allow: '127.0.0.1/32' };

async function reason(p: Promise<unknown>): Promise<OutboundErrorReason> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return (err as OutboundError).reason;
}

/** A resolver for names this machine has no DNS for: each name maps to fixed answers. */
const names =
  (map: Record<string, string[]>): Resolver =>
  async (host) => {
    const answers = map[host];
    if (!answers) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('the outbound client refuses internal addresses (issue #11)', () => {
  const client = createOutboundClient();

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['decimal 2130706433', '2130706433'],
    ['hex 0x7f000001', '0x7f000001'],
    ['octal 0177.0.0.1', '0177.0.0.1'],
    ['short 127.1', '127.1'],
    ['[::1]', '[::1]'],
    ['IPv4-mapped [::ffff:127.0.0.1]', '[::ffff:127.0.0.1]'],
    ['localhost', 'localhost'],
  ])('%s', async (_, host) => {
    const before = seen.length;
    expect(await reason(client.request(local('/secret', host)))).toBe('blocked-address');
    expect(seen.length).toBe(before);
  });

  it.each([
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '10.0.0.1',
    '192.168.0.1',
    '[fd00::1]',
    '[fe80::1]',
  ])('%s', async (host) => {
    expect(await reason(client.request(`http://${host}/latest/meta-data/`))).toBe('blocked-address');
  });

  it('a DNS name resolving to loopback, or to loopback among public answers', async () => {
    const resolving = createOutboundClient({
      resolve: names({ 'internal.example': ['127.0.0.1'], 'mixed.example': ['93.184.216.34', '::1'] }),
    });
    expect(await reason(resolving.request(local('/secret', 'internal.example')))).toBe('blocked-address');
    expect(await reason(resolving.request('http://mixed.example/'))).toBe('blocked-address');
    expect(await reason(resolving.request('http://unknown.example/'))).toBe('dns');
  });

  it('a redirect from an allowed host to loopback', async () => {
    // The first hop is allowed (127.0.0.1); its redirect goes to 127.0.0.2, which is not.
    const c = createOutboundClient(loopback);
    const target = encodeURIComponent(local('/secret', '127.0.0.2'));
    expect(await reason(c.request(local(`/to?u=${target}`)))).toBe('blocked-address');
    // From an allowed name to other spellings of internal addresses: the first hop is answered,
    // the second refused before any connection.
    const named = createOutboundClient({
      ...loopback,
      resolve: names({ 'app.example': ['127.0.0.1'], 'metadata.example': ['169.254.169.254'] }),
    });
    for (const to of [
      local('/secret', '[::1]'),
      'http://metadata.example/latest/',
      local('/secret', '2130706433'),
    ]) {
      const before = seen.length;
      const res = named.request(local(`/to?u=${encodeURIComponent(to)}`, 'app.example'));
      if (to.includes('2130706433'))
        expect((await res).text()).toContain('top'); // 127.0.0.1 is allowed
      else expect(await reason(res)).toBe('blocked-address');
      expect(seen.slice(before).map((l) => l.split(' ')[1])).toEqual(
        to.includes('2130706433') ? ['/to', '/secret'] : ['/to'],
      );
    }
  });

  it('only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:70/', 'not a url'])
      expect(await reason(client.request(url))).toBe('invalid-url');
  });

  it('never carries the remote body into the error', async () => {
    const err = await client.request(local('/secret')).catch((e: Error) => e);
    expect((err as Error).message).not.toContain('top');
  });
});

describe('the outbound client, with loopback allowed', () => {
  const client = createOutboundClient(loopback);

  it('fetches, with method, headers and body, any status being an answer', async () => {
    const res = await client.request(local('/echo'), { method: 'POST', body: 'hi', headers: { 'x-a': '1' } });
    expect(res.status).toBe(201);
    expect(res.text()).toBe('POST:hi');
    expect(res.url).toBe(local('/echo'));
    const secret = await client.request(local('/secret'));
    expect(secret.json()).toEqual({ users: [], secret: 'top' });
    expect(secret.headers['content-type']).toBe('application/json');
    expect((await client.request(local('/nope'))).status).toBe(404);
  });

  it('connects to the checked address, not to a second DNS answer', async () => {
    // First answer 127.0.0.2 (allowed, nothing listens), then 127.0.0.1 (where the server is, not
    // allowed). A client that looked the name up again on connect would reach the server.
    let calls = 0;
    const rebinding = createOutboundClient({
      allow: '127.0.0.2/32',
      resolve: async () => [{ address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }],
    });
    const before = seen.length;
    expect(await reason(rebinding.request(local('/secret', 'rebind.example')))).toBe('connect');
    expect(calls).toBe(1);
    expect(seen.length).toBe(before);
  });

  it('pins a name to its checked address and keeps the name as Host', async () => {
    const named = createOutboundClient({ ...loopback, resolve: names({ 'app.example': ['127.0.0.1'] }) });
    const res = await named.request(local('/hops/0', 'app.example'));
    expect(res.text()).toBe('arrived');
    expect(seen.at(-1)).toContain(`host=app.example:${port}`);
  });

  it('tries each checked address of a name (an IPv6 answer nobody listens on falls back to IPv4)', async () => {
    const dual = createOutboundClient({
      allow: '127.0.0.1/32,::1/128',
      resolve: names({ 'dual.example': ['::1', '127.0.0.1'] }),
    });
    expect((await dual.request(local('/hops/0', 'dual.example'))).text()).toBe('arrived');
  });

  it('follows at most 5 redirects, manually', async () => {
    const res = await client.request(local('/hops/5'));
    expect(res.text()).toBe('arrived');
    expect(res.url).toBe(local('/hops/0'));
    expect(await reason(client.request(local('/hops/6')))).toBe('too-many-redirects');
    expect(await reason(client.request(local('/hops/2'), { maxRedirects: 1 }))).toBe('too-many-redirects');
  });

  it('reuses a connection with keepAlive, and still checks every address', async () => {
    const ports = async (keepAlive: boolean) => {
      const seenPorts = new Set<string>();
      for (let i = 0; i < 4; i++) seenPorts.add((await client.request(local('/port'), { keepAlive })).text());
      return seenPorts.size;
    };
    expect(await ports(true)).toBeLessThan(4);
    // Without it, each request has its own connection.
    expect(await ports(false)).toBe(4);
    const strict = createOutboundClient();
    expect(await reason(strict.request(local('/port'), { keepAlive: true }))).toBe('blocked-address');
  });

  it("answers a redirect as it is with redirect: 'manual'", async () => {
    const res = await client.request(local('/hops/2'), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/hops/1');
    expect(res.url).toBe(local('/hops/2'));
  });

  it('turns a POST into a GET on 303 and drops credentials on a redirect to another origin', async () => {
    const res = await client.request(local('/see-other'), { method: 'POST', body: 'x' });
    expect(res.text()).toBe('GET:');
    const other = encodeURIComponent(local('/hops/0', 'other.example'));
    const named = createOutboundClient({ ...loopback, resolve: names({ 'other.example': ['127.0.0.1'] }) });
    await named.request(local(`/to?u=${other}`), { headers: { authorization: 'Bearer s3cret' } });
    expect(seen.at(-2)).toContain('auth=Bearer s3cret');
    expect(seen.at(-1)).toMatch(/GET \/hops\/0 host=other.example:\d+ auth=$/);
  });

  it('caps the response size while streaming, and a declared size before reading', async () => {
    expect(await reason(client.request(local('/big'), { maxBytes: 256 * 1024 }))).toBe('too-large');
    expect((await client.request(local('/big'))).body.length).toBe(32 * 64 * 1024);
    expect(await reason(client.request(local('/declared-big'), { maxBytes: 1024 }))).toBe('too-large');
  });

  it('times out', async () => {
    expect(await reason(client.request(local('/slow'), { timeoutMs: 200 }))).toBe('timeout');
  });

  it('reports a refused connection and an answer that is not HTTP', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const free = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    expect(await reason(client.request(`http://127.0.0.1:${free}/`))).toBe('connect');
    expect(await reason(client.request(local('/garbage')))).toBe('protocol');
  });

  it("leaves the caller's own abort to the caller", async () => {
    const ac = new AbortController();
    const p = client.request(local('/slow'), { signal: ac.signal });
    ac.abort(new Error('job stopped'));
    await expect(p).rejects.toThrow('job stopped');
  });
});

describe('hub.outbound', () => {
  it('is the client every plugin gets, opened by OUTBOUND_ALLOW only', async () => {
    const closed = await createTestHub();
    const open = await createTestHub({ config: { OUTBOUND_ALLOW: '127.0.0.1/32' } });
    try {
      expect(await reason(closed.hub.ctx.outbound.request(local('/secret')))).toBe('blocked-address');
      expect((await open.hub.ctx.outbound.request(local('/secret'))).status).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
