import type { Context } from 'hono';
import { HttpError } from '../errors.ts';

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const utf8 = new TextDecoder();

/** A request body as read once by the shared request path: its text, and its JSON when it is JSON. */
export interface RequestBody {
  text: string;
  /** The parsed JSON of a body declared as JSON (`{}` for an empty one); undefined otherwise. */
  json: unknown;
  bytes: number;
}

const bodies = new WeakMap<Request, RequestBody>();

export const isJsonType = (type: string | undefined) => JSON_TYPE.test(type ?? '');

const malformed = () =>
  new HttpError(400, 'Malformed JSON body', 'validation', [{ path: '', message: 'Body is not valid JSON' }]);

/**
 * Reads the body once per request: bytes, text (UTF-8) and, for a JSON content type, the parsed
 * value (a malformed JSON body is a 400 here). The body-limit check, the validators and routes that
 * need the raw text (signature checks) share it, so no request decodes or parses its body twice.
 */
export async function readBody(c: Context): Promise<RequestBody> {
  const cached = bodies.get(c.req.raw);
  if (cached) return cached;
  // Never touch `c.req.raw.body`: on @hono/node-server that builds a full web Request around the
  // socket (several times slower); arrayBuffer() reads it directly, and is empty without a body.
  const buf = await c.req.arrayBuffer();
  const text = buf.byteLength ? utf8.decode(buf) : '';
  let json: unknown;
  if (isJsonType(c.req.header('content-type'))) {
    if (text.trim() === '') json = {};
    else {
      try {
        json = JSON.parse(text);
      } catch {
        throw malformed();
      }
    }
  }
  const body = { text, json, bytes: buf.byteLength };
  bodies.set(c.req.raw, body);
  return body;
}
