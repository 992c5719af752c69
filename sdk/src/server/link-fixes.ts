import { verifyWebhook } from './handlers.ts';
import { messageId } from './message-id.ts';
import { signedHeaders, WebhookVerificationError } from './signature.ts';

/** Where the hub's "link fixes published" notice arrives (under the app's URL). */
export const LINK_FIXES_PATH = '/ecohub/link-fixes';

export interface LinkFixesOptions {
  /** The hub's base URL, e.g. https://hub.example.com */
  hub: string;
  /** Your application's id (app_…). */
  app: string;
  /** Your application's signing secret (whsec_…). */
  secret: string;
  /** How long a fetched fix list is served before it is fetched again, in ms. Default 5 minutes. */
  refreshMs?: number;
  fetch?: typeof fetch;
}

/** One published link fix: a permanent redirect from a broken path of this app. */
export interface LinkFixRedirect {
  from: string;
  to: string;
  status: 301;
}

/**
 * Serves the link fixes the hub published for this app as 301 redirects, from the app itself:
 * the fix list is fetched from the hub (a request signed with the app's secret) and kept for
 * `refreshMs`; the hub's signed notice on `POST …/ecohub/link-fixes` (sent when fixes are applied)
 * fetches it at once. `handle` answers a redirect or the notice's ack, else null (pass through).
 * If the hub cannot be reached, the last list keeps being served.
 */
export function linkFixes(opts: LinkFixesOptions) {
  const base = opts.hub.replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;
  const refreshMs = opts.refreshMs ?? 300_000;
  let table = new Map<string, LinkFixRedirect>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<number> | null = null;

  /** Fetches the fix list now; answers how many redirects it holds. */
  async function refresh(): Promise<number> {
    const body = JSON.stringify({ app: opts.app });
    try {
      const res = await doFetch(`${base}/api/deployment/redirects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, messageId(), body) },
        body,
      });
      if (res.ok) {
        const answer = (await res.json()) as { redirects?: LinkFixRedirect[] };
        table = new Map((answer.redirects ?? []).map((r) => [r.from, r]));
      }
    } finally {
      loadedAt = Date.now();
    }
    return table.size;
  }

  function current(): Promise<number> | number {
    if (Date.now() - loadedAt < refreshMs) return table.size;
    loading ??= refresh()
      .catch(() => table.size)
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    refresh,
    /** The redirects served now. */
    redirects: (): LinkFixRedirect[] => [...table.values()],
    async handle(request: Request): Promise<Response | null> {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname.endsWith(LINK_FIXES_PATH)) {
        try {
          await verifyWebhook(request, opts.secret);
        } catch (err) {
          if (err instanceof WebhookVerificationError)
            return Response.json({ message: err.message }, { status: 401 });
          throw err;
        }
        const count = await refresh().catch(() => table.size);
        return Response.json({ ack: true, app_id: opts.app, redirects: count });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      await current();
      const hit = table.get(url.pathname + url.search) ?? table.get(url.pathname);
      return hit ? new Response(null, { status: hit.status, headers: { location: hit.to } }) : null;
    },
  };
}

/** Hono middleware of `linkFixes`: `app.use(honoLinkFixes({hub, app, secret}))`. */
export function honoLinkFixes(opts: LinkFixesOptions) {
  const fixes = linkFixes(opts);
  return async (c: { req: { raw: Request } }, next: () => Promise<void>): Promise<Response | undefined> => {
    const answer = await fixes.handle(c.req.raw);
    if (answer) return answer;
    await next();
    return undefined;
  };
}
