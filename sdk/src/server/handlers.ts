import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifySignature, WebhookVerificationError } from './signature.ts';

/** A fetch-style handler, as Hono (`(c) => handler(c.req.raw)`), Bun, Deno and workers use. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Verifies a request the hub forwards (Standard Webhooks) and answers its parsed JSON body.
 * Throws WebhookVerificationError when the signature or timestamp is wrong.
 */
export async function verifyWebhook(request: Request, secrets: string | string[]): Promise<unknown> {
  const body = await request.text();
  verifySignature(body, request.headers, secrets);
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    throw new WebhookVerificationError('The body is not JSON');
  }
}

/** Hono middleware: 401 for a bad signature, else the verified body in `c.get('webhook')`. */
export function honoWebhook(secrets: string | string[]) {
  return async (
    c: {
      req: { raw: Request };
      set(key: 'webhook', value: unknown): void;
      json(b: unknown, s: 401): Response;
    },
    next: () => Promise<void>,
  ): Promise<Response | undefined> => {
    try {
      c.set('webhook', await verifyWebhook(c.req.raw.clone(), secrets));
    } catch (err) {
      if (err instanceof WebhookVerificationError) return c.json({ message: err.message }, 401);
      throw err;
    }
    await next();
    return undefined;
  };
}

/** A fetch-style webhook endpoint: verifies, then calls `onEvent`; 401 for a bad signature. */
export function webhookHandler(
  secrets: string | string[],
  onEvent: (event: unknown) => unknown,
): FetchHandler {
  return async (request) => {
    try {
      await onEvent(await verifyWebhook(request, secrets));
      return new Response(null, { status: 204 });
    } catch (err) {
      if (err instanceof WebhookVerificationError)
        return Response.json({ message: err.message }, { status: 401 });
      throw err;
    }
  };
}

/** Serves a fetch-style handler from node:http (`http.createServer(nodeHandler(h))`). */
export function nodeHandler(handler: FetchHandler) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body =
      chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    let response: Response;
    try {
      response = await handler(new Request(url, { method: req.method, headers, body }));
    } catch {
      response = Response.json({ message: 'Internal error' }, { status: 500 });
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
