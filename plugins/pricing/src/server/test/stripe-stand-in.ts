import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/**
 * A local stand-in for the parts of Stripe's API the hub calls, on 127.0.0.1. It records every
 * request so tests can check what the adapter sends (form fields, idempotency keys, auth).
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const products = new Map<string, Record<string, unknown>>();
  const prices: Array<Record<string, unknown>> = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let seq = 0;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const ch of req) chunks.push(ch as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const r: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: req.headers,
    };
    requests.push(r);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
      res.end(JSON.stringify(json));
    };
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    // /v1/<resource>/<id>
    const [, , resource, id] = url.pathname.split('/') as [string, string, string, string | undefined];
    if (r.method === 'GET' && resource === 'products' && id) {
      const p = products.get(id);
      return p
        ? send(200, p)
        : send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such product' },
          });
    }
    if (r.method === 'POST' && url.pathname === '/v1/products') {
      const p = { id: body.get('id'), object: 'product', name: body.get('name'), metadata: {} };
      products.set(String(p.id), p);
      return send(200, p);
    }
    if (r.method === 'POST' && resource === 'products' && id) {
      const p = { ...products.get(id), name: body.get('name') };
      products.set(id, p);
      return send(200, p);
    }
    if (r.method === 'GET' && url.pathname === '/v1/prices') {
      const key = url.searchParams.get('lookup_keys[0]');
      return send(200, {
        object: 'list',
        url: '/v1/prices',
        has_more: false,
        data: prices.filter((p) => p.lookup_key === key),
      });
    }
    if (r.method === 'POST' && url.pathname === '/v1/prices') {
      const p = {
        id: `price_${++seq}`,
        object: 'price',
        lookup_key: body.get('lookup_key'),
        unit_amount: Number(body.get('unit_amount')),
        product: body.get('product'),
      };
      prices.push(p);
      return send(200, p);
    }
    if (r.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++seq}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (r.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
      return send(200, {
        id: `bps_${++seq}`,
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/session',
      });
    if (r.method === 'GET' && url.pathname === '/v1/balance')
      return send(200, { object: 'balance', livemode: false, available: [], pending: [] });
    if (resource === 'subscriptions' && id) {
      const s = subscriptions.get(id) ?? {
        id,
        object: 'subscription',
        items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item' }] },
      };
      subscriptions.set(id, s);
      return send(200, s);
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unknown route ${r.method} ${url.pathname}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** STRIPE_API_URL for a hub that talks to this stand-in. */
    url: `http://127.0.0.1:${port}`,
    requests,
    products,
    prices,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
