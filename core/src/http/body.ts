import { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { HttpError } from '../errors.ts';
import { JsonTooDeepError, parseJsonText } from '../json-depth.ts';

/** The body limit of a route that declares none (plugins raise it per path with `bodyLimits`). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const utf8 = new TextDecoder();

/** A request body as read once by the shared request path: its text, and its JSON when it is JSON. */
export interface RequestBody {
  text: string;
  /** The parsed JSON of a body declared as JSON (`{}` for an empty one); undefined otherwise. */
  json: unknown;
}

const bodies = new WeakMap<Request, RequestBody>();

export const isJsonType = (type: string | undefined) => JSON_TYPE.test(type ?? '');

const malformed = () =>
  new HttpError(400, 'Malformed JSON body', 'validation', [{ path: '', message: 'Body is not valid JSON' }]);

/**
 * The 413 of a body over its limit. The connection is closed after the answer (see lingerThenClose)
 * instead of being drained for a next request.
 */
export const bodyTooLarge = (limit: number) =>
  new HttpError(
    413,
    `Request body is larger than ${Math.round(limit / 1024)} KiB`,
    'payload_too_large',
    undefined,
    { Connection: 'close' },
  );

const cutShort = () => new HttpError(400, 'The request body ended before it was complete', 'bad_request');

/**
 * Reads the body once per request: bytes, text (UTF-8) and, for a JSON content type, the parsed
 * value (a malformed JSON body, or one nested deeper than MAX_JSON_DEPTH, is a 400 here). The
 * body-limit check, the validators and routes that need the raw text (signature checks) share it,
 * so no request decodes or parses its body twice.
 *
 * `limit` (bytes) applies to the first read, which the body-limit middleware does with the route's
 * limit: a declared Content-Length over it is refused before reading anything, and a body without
 * one (chunked) is counted while it streams and refused (413) at the first byte past the limit,
 * without buffering the rest.
 */
export async function readBody(c: Context, limit = DEFAULT_BODY_LIMIT): Promise<RequestBody> {
  const cached = bodies.get(c.req.raw);
  if (cached) return cached;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > limit) throw bodyTooLarge(limit);
  const text = await readText(c, limit, Number.isFinite(declared));
  let json: unknown;
  if (isJsonType(c.req.header('content-type'))) {
    if (text.trim() === '') json = {};
    else {
      try {
        json = parseJsonText(text);
      } catch (err) {
        if (err instanceof JsonTooDeepError) throw err;
        throw malformed();
      }
    }
  }
  const body = { text, json };
  bodies.set(c.req.raw, body);
  return body;
}

/** The body as UTF-8 text (every route reads its body as text: JSON, CSV, signed payloads). */
async function readText(c: Context, limit: number, hasLength: boolean): Promise<string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) {
    // Never touch `c.req.raw.body` on @hono/node-server: that builds a full web Request around the
    // socket (several times slower). With a Content-Length (within the limit), text() reads the
    // socket directly, Node's parser never passing more bytes than declared, and decodes the bytes
    // where they are (arrayBuffer() would copy them first); Hono keeps the text for its own
    // readers. Without one, the stream is read here, counted.
    if (hasLength) return c.req.text();
    return decoded(cached(c, await readIncoming(incoming, limit)));
  }
  // In-process requests (app.request): a web Request, whose declared length nothing enforces.
  const stream = c.req.raw.body;
  if (!stream) return '';
  return decoded(cached(c, await readStream(stream, limit)));
}

const decoded = (buf: Uint8Array): string => (buf.byteLength ? utf8.decode(buf) : '');

/** Hono's own body readers (c.req.text() …) answer from the bytes read here, not the spent stream. */
function cached(c: Context, buf: Uint8Array): Uint8Array {
  const whole = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
  const ab = (
    whole ? buf.buffer : buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
  ) as ArrayBuffer;
  (c.req.bodyCache as Record<string, Promise<unknown>>).arrayBuffer = Promise.resolve(ab);
  return buf;
}

/** Node's request stream, counted; refused at the first chunk past the limit, the rest never kept. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (settle: () => void) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      finish(() => reject(bodyTooLarge(limit)));
      lingerThenClose(incoming);
    };
    const onEnd = () => finish(() => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    const onError = () => finish(() => reject(cutShort()));
    const onClose = () => {
      if (incoming.readableEnded) onEnd();
      else finish(() => reject(cutShort()));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/**
 * After a refused body, the rest of it is read and thrown away for a moment (LINGER_MS), then the
 * connection closes. Closing a socket with unread bytes resets it, and a client still sending may then
 * lose the 413 it was sent; lingering lets it read the answer and stop. Past LINGER_BYTES discarded,
 * the socket stops reading instead: TCP's flow control then holds the client's writes (nothing more
 * is read, never 250 MB) while the answer already sent waits in its receive buffer, until it stops
 * or LINGER_MS closes the connection. (Resetting at that point instead lost the 413 to a fast
 * sender on a busy machine.) The answer's `Connection: close` makes Node end the connection with
 * destroySoon() once the answer is written: for this socket that becomes "end the writing side,
 * close after the lingering".
 */
const LINGER_MS = 2_000;
const LINGER_BYTES = 8 * 1024 * 1024;

function lingerThenClose(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  let discarded = 0;
  const onDiscard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= LINGER_BYTES) return;
    incoming.off('data', onDiscard);
    incoming.pause();
    socket.pause();
  };
  incoming.on('data', onDiscard);
  incoming.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  (socket as { destroySoon?: () => void }).destroySoon = () => {
    if (socket.writable) socket.end();
  };
}

/** A web body stream, counted; cancelled at the first chunk past the limit. */
async function readStream(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      await reader.cancel().catch(() => {});
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}
