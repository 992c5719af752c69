import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
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
    const raw = await readTarget(c, target);
    const result = await schema.safeParseAsync(raw);
    if (!result.success) throw new HttpError(400, 'Invalid request', 'validation', zodIssues(result.error));
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  return mw;
}

async function readTarget(c: Context, target: Target): Promise<unknown> {
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  if (!isJsonType(c.req.header('content-type'))) {
    throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
  return (await readBody(c)).json;
}
