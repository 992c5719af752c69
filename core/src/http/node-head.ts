import { type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isJsonType } from './body.ts';

type Head = OutgoingHttpHeaders | ReadonlyArray<unknown> | undefined;
const writeHead = ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  ...args: unknown[]
) => ServerResponse;

const DEFAULTS = Symbol('ecohub.defaultHead');
type WithDefaults = ServerResponse & { [DEFAULTS]?: DefaultHead };

/** One writeHead for every response (no closure per request): the defaults it merges are on `res`. */
function writeHeadWithDefaults(this: WithDefaults, status: number, ...rest: unknown[]): ServerResponse {
  const defaults = this[DEFAULTS] as DefaultHead;
  const hasMessage = typeof rest[0] === 'string';
  const given = (hasMessage ? rest[1] : rest[0]) as Head;
  const head = defaults.merge(this, given);
  return hasMessage ? writeHead.call(this, status, rest[0], head) : writeHead.call(this, status, head);
}

/**
 * Makes `res` write `defaults` in its head, under any header of the same name the answer sets
 * itself (compared case-insensitively, as HTTP does), so the answer's own value wins. Called again,
 * the later defaults replace the earlier ones.
 *
 * The defaults join the plain header object @hono/node-server hands to `writeHead`, in one object
 * with the answer's headers: setting each default on `res` beforehand (`setHeader`) validates and
 * stores it once more per request, which costs more than the rest of a small request.
 */
export function withDefaultHead(res: ServerResponse, defaults: DefaultHead): void {
  const r = res as WithDefaults;
  r[DEFAULTS] = defaults;
  if (r.writeHead !== writeHeadWithDefaults)
    r.writeHead = writeHeadWithDefaults as ServerResponse['writeHead'];
}

/** Headers prepared once: their names, lower-cased names and values. */
class Prepared {
  readonly names: string[];
  readonly lower: string[];
  readonly values: string[];
  constructor(readonly entries: ReadonlyArray<readonly [string, string]>) {
    this.names = entries.map(([n]) => n);
    this.lower = entries.map(([n]) => n.toLowerCase());
    this.values = entries.map(([, v]) => v);
  }
}

/**
 * Default headers, prepared once for withDefaultHead; with `forJson`, the defaults of an answer
 * whose Content-Type is JSON instead (the same names, a stricter value where it differs).
 */
export class DefaultHead {
  private readonly all: Prepared;
  private readonly json: Prepared;

  constructor(entries: ReadonlyArray<readonly [string, string]>, forJson = entries) {
    this.all = new Prepared(entries);
    this.json = forJson === entries ? this.all : new Prepared(forJson);
  }

  /** The head to write: the defaults the answer does not set itself, then the answer's headers. */
  merge(res: ServerResponse, given: Head): Head {
    if (Array.isArray(given)) {
      // Raw [name, value] lists (never from @hono/node-server): the defaults go on `res` itself.
      const names = new Set<string>();
      for (let i = 0; i < given.length; i++) {
        const item = given[i];
        if (Array.isArray(item)) names.add(String(item[0]).toLowerCase());
        else if (i % 2 === 0) names.add(String(item).toLowerCase());
      }
      for (const [name, value] of this.all.entries)
        if (!names.has(name.toLowerCase()) && !res.hasHeader(name)) res.setHeader(name, value);
      return given;
    }
    // The answer's own names, lower-cased: a few at most (content type and length, a cookie…).
    const own: string[] = res.getHeaderNames();
    let type: unknown = res.getHeader('content-type');
    if (given)
      for (const name in given) {
        const lower = name.toLowerCase();
        own.push(lower);
        if (lower === 'content-type') type = (given as OutgoingHttpHeaders)[name];
      }
    // Built in the same order every time, without deleting a key: V8 keeps it a fast object.
    const head: Record<string, unknown> = {};
    const { names, lower, values } = isJsonType(typeof type === 'string' ? type : undefined)
      ? this.json
      : this.all;
    for (let i = 0; i < names.length; i++) {
      if (own.length === 0 || !own.includes(lower[i] as string)) head[names[i] as string] = values[i];
    }
    if (given) for (const name in given) head[name] = (given as OutgoingHttpHeaders)[name];
    return head as OutgoingHttpHeaders;
  }
}
