import { type OutgoingHttpHeaders, ServerResponse } from 'node:http';

type Head = OutgoingHttpHeaders | ReadonlyArray<unknown> | undefined;
const writeHead = ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  ...args: unknown[]
) => ServerResponse;

/**
 * Makes `res` write `defaults` in its head, under any header of the same name the answer sets
 * itself (compared case-insensitively, as HTTP does), so the answer's own value wins.
 *
 * The defaults join the plain header object @hono/node-server hands to `writeHead`, in one object
 * with the answer's headers: setting each default on `res` beforehand (`setHeader`) validates and
 * stores it once more per request, which costs more than the rest of a small request.
 */
export function withDefaultHead(res: ServerResponse, defaults: DefaultHead): void {
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const hasMessage = typeof rest[0] === 'string';
    const given = (hasMessage ? rest[1] : rest[0]) as Head;
    const head = defaults.merge(this, given);
    return hasMessage ? writeHead.call(this, status, rest[0], head) : writeHead.call(this, status, head);
  } as ServerResponse['writeHead'];
}

/** Default headers, prepared once for withDefaultHead. */
export class DefaultHead {
  private readonly object: Record<string, string>;
  private readonly byLowerName: Map<string, string>;

  constructor(private readonly entries: ReadonlyArray<readonly [string, string]>) {
    this.object = Object.fromEntries(entries);
    this.byLowerName = new Map(entries.map(([name]) => [name.toLowerCase(), name]));
  }

  /** The head to write: the answer's headers over the defaults, minus those `res` already holds. */
  merge(res: ServerResponse, given: Head): Head {
    if (Array.isArray(given)) {
      // Raw [name, value] lists (never from @hono/node-server): the defaults go on `res` itself.
      const names = new Set<string>();
      for (let i = 0; i < given.length; i++) {
        const item = given[i];
        if (Array.isArray(item)) names.add(String(item[0]).toLowerCase());
        else if (i % 2 === 0) names.add(String(item).toLowerCase());
      }
      for (const [name, value] of this.entries)
        if (!names.has(name.toLowerCase()) && !res.hasHeader(name)) res.setHeader(name, value);
      return given;
    }
    const head: Record<string, unknown> = { ...this.object };
    // Headers set on `res` beforehand are part of the answer too.
    for (const name of res.getHeaderNames()) {
      const own = this.byLowerName.get(name);
      if (own) delete head[own];
    }
    if (given) {
      for (const name in given) {
        const own = this.byLowerName.get(name.toLowerCase());
        if (own !== undefined && own !== name) delete head[own];
        head[name] = (given as OutgoingHttpHeaders)[name];
      }
    }
    return head as OutgoingHttpHeaders;
  }
}
