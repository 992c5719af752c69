/**
 * The single request helper (spec 000 §7). Cookies are always sent, a JSON body only when there is
 * one, and any non-2xx answer becomes an ApiError whose message is `<status>: <text or status text>`.
 * One signature everywhere: `apiRequest(method, url, options)` (the old code mixed argument orders).
 */
export interface RequestOptions {
  /** Sent as JSON when present. */
  body?: unknown;
  /** 'null' treats a 401 answer as an empty result instead of an error. */
  on401?: 'throw' | 'null';
  /** Extra headers, e.g. DEMO_HEADERS for the public -demo pages. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The header that makes the hub answer with the read-only demo organisation. */
export const DEMO_HEADERS: Readonly<Record<string, string>> = { 'x-ecohub-demo': '1' };

/** A non-2xx answer. `body` is the parsed `{ message, code, issues }` when the server sent JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly text: string,
    readonly body: { message?: string; code?: string; issues?: unknown[] } | null,
    statusText: string,
  ) {
    super(`${status}: ${text || statusText}`);
  }
}

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where requests go. The browser uses `fetch`; the hub's server-side rendering of the public pages
 * passes its own in-process handler, so a relative URL like `/api/products` reaches the hub itself.
 */
export function setRequestFetch(f: typeof fetch): void {
  send = f;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const res = await send(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  if (res.status === 401 && options.on401 === 'null') return null as T;
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, parseJson(text), res.statusText);
  }
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

function parseJson(text: string): ApiError['body'] {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

/** The server's own message of a failed call (its `{message}`), or the fallback text. */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.body?.message || fallback;
  return fallback;
}

/** True when the call never got an answer (offline, DNS, aborted connection). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}
