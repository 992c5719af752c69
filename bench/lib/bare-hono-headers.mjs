// The floor of GET /healthz: the bare Hono app of bare-hono.mjs answering with the same secure
// headers as the hub, written the cheapest plain way (no middleware, no Headers object): every
// answer's head is one object literal, compiled once from the list in FLOOR_HEADERS (a JSON array
// of [name, value] pairs the bench reads off the hub's own answer), with the route's headers after.
import { ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const pairs = JSON.parse(process.env.FLOOR_HEADERS ?? '[]');
const literal = pairs.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(', ');
const head = new Function(
  'given',
  `const h = { ${literal} }; for (const k in given) h[k] = given[k]; return h;`,
);

const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function (status, given) {
  return writeHead.call(this, status, head(given));
};

const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
