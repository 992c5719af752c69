import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The one error shape of the API: `{ message, code, issues? }`. */
export interface ErrorBody {
  message: string;
  code: string;
  issues?: FieldIssue[];
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = defaultCode(status),
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  toBody(): ErrorBody {
    return this.issues
      ? { message: this.message, code: this.code, issues: this.issues }
      : { message: this.message, code: this.code };
  }
}

function defaultCode(status: number): string {
  const codes: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    402: 'payment_required',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    429: 'rate_limited',
  };
  return codes[status] ?? (status >= 500 ? 'internal_error' : 'error');
}

export const badRequest = (message: string, issues?: FieldIssue[]) =>
  new HttpError(400, message, 'validation', issues);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function zodIssues(err: ZodError): FieldIssue[] {
  return err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export function errorResponse(c: Context, err: unknown, log?: (e: unknown) => void): Response {
  if (err instanceof HttpError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(err.toBody(), err.status);
  }
  if (err instanceof ZodError)
    return c.json({ message: 'Invalid request', code: 'validation', issues: zodIssues(err) }, 400);
  // Hono's own HTTPException (body limit, etc.)
  const status = (err as { status?: number; getResponse?: () => Response }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body is too large' : (err as Error).message || 'Bad request';
    return c.json({ message, code: defaultCode(status) }, status as ContentfulStatusCode);
  }
  log?.(err);
  return c.json({ message: 'Internal server error', code: 'internal_error' }, 500);
}
