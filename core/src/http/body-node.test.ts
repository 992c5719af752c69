import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { createTestHub } from '../testing/index.ts';
import { readBody } from './body.ts';

// A route that reads its body through the shared request path, then through Hono's own readers.
const plugin = definePlugin({
  id: 'body-node-test',
  routes: (app) => {
    app.post('/api/body-node-test', async (c) => {
      const body = await readBody(c);
      return c.json({
        text: body.text,
        json: body.json,
        hono: await c.req.text(),
        honoJson: await c.req.json(),
      });
    });
  },
});

const TEXT = JSON.stringify({ name: 'Zoë Ñúñez 名前 🚀', n: 1 });

/** POSTs `TEXT` over HTTP/1.1: with its Content-Length, or chunked (no declared length). */
function post(port: number, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(TEXT);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/body-node-test',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes.length) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    if (chunked) {
      // Split inside a multi-byte character: the text is decoded from the whole body.
      const cut = bytes.indexOf(Buffer.from('ë')) + 1;
      req.write(bytes.subarray(0, cut));
      setTimeout(() => req.end(bytes.subarray(cut)), 20);
    } else req.end(bytes);
  });
}

describe('request bodies served by Node', () => {
  it('reads a body with or without a declared length once, as UTF-8, for the route and for Hono', async () => {
    const t = await createTestHub({ plugins: [plugin] });
    const server = serve({ fetch: t.hub.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((r) => server.once('listening', r));
      const { port } = server.address() as AddressInfo;
      const expected = { text: TEXT, json: JSON.parse(TEXT), hono: TEXT, honoJson: JSON.parse(TEXT) };
      for (const chunked of [false, true]) {
        const res = await post(port, chunked);
        expect(res.status).toBe(200);
        expect(JSON.parse(res.body)).toEqual(expected);
      }
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  });
});
