import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { HttpError, zodIssues } from './errors.ts';
import { isJsonType, readBody } from './http/body.ts';

type Target = 'json' | 'query' | 'param';

/**
 * zod validation for a body, query or route params. Answers 400 with field issues, 415 when a JSON
 * route receives another content type. The parsed value is read with `c.req.valid(target)`.
 */
export function validate<T extends z.ZodType, Tg extends Target>(target: Tg, schema: T) {
  const mw: MiddlewareHandler<
    any,
    string,
    { in: Record<Tg, z.input<T>>; out: Record<Tg, z.output<T>> }
  > = async (c, next) => {
    const raw = target === 'json' ? await readTarget(c, target) : readTarget(c, target);
    const parsed = parse(schema, raw);
    const result = parsed instanceof Promise ? await parsed : parsed;
    if (!result.success) throw new HttpError(400, 'Invalid request', 'validation', zodIssues(result.error));
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  return mw;
}

/**
 * Parsed synchronously (a promise per check costs more than the check on a small query); a schema
 * with an async refinement is parsed again asynchronously.
 */
function parse<T extends z.ZodType>(schema: T, raw: unknown) {
  try {
    return schema.safeParse(raw);
  } catch (err) {
    if (err instanceof z.core.$ZodAsyncError) return schema.safeParseAsync(raw);
    throw err;
  }
}

function readTarget(c: Context, target: Target): unknown {
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  return readJson(c);
}

async function readJson(c: Context): Promise<unknown> {
  if (!isJsonType(c.req.header('content-type'))) {
    throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
  return (await readBody(c)).json;
}
