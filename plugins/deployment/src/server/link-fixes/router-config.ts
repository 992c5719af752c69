import type { HostConfigs } from '../../shared/link-fixes.ts';

export interface Redirect {
  /** The broken URL's path (and query), as the server sees it. */
  from: string;
  /** A path on the same origin, else the absolute URL. */
  to: string;
}

/** A fix as a redirect the app's own server can answer. */
export function toRedirect(brokenUrl: string, fixedUrl: string): Redirect {
  const from = new URL(brokenUrl);
  const to = new URL(fixedUrl);
  return {
    from: from.pathname + from.search,
    to: to.origin === from.origin ? to.pathname + to.search + to.hash : to.toString(),
  };
}

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
const quoteIfNeeded = (s: string) => (/[\s;{}"']/.test(s) ? `"${s.replace(/(["\\])/g, '\\$1')}"` : s);
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** path-to-regexp (Vercel's `source`) treats these as syntax. */
const vercelEscape = (s: string) => s.replace(/[:()*+?{}[\]]/g, '\\$&');

/**
 * The redirects in the forms the common hosts read: nginx `return 301` (exact locations, matched on
 * the decoded path), Netlify and Cloudflare Pages `_redirects`, Vercel's `vercel.json`, Apache
 * (mod_alias `RedirectMatch`, anchored). Query strings only match where the host supports it.
 */
export function hostConfigs(redirects: Redirect[]): HostConfigs {
  const paths = redirects.map((r) => ({ ...r, path: r.from.split('?')[0] }));
  const redirectsFile = paths.map((r) => `${r.path} ${r.to} 301`).join('\n');
  return {
    nginx: paths.map(
      (r) => `location = ${quoteIfNeeded(decoded(r.path))} { return 301 ${quoteIfNeeded(r.to)}; }`,
    ),
    netlify: redirectsFile,
    cloudflare: redirectsFile,
    vercel: JSON.stringify(
      { redirects: paths.map((r) => ({ source: vercelEscape(r.path), destination: r.to, permanent: true })) },
      null,
      2,
    ),
    apache: paths.map((r) => `RedirectMatch 301 ^${regexEscape(decoded(r.path))}$ ${quoteIfNeeded(r.to)}`),
  };
}

/** The SDK middleware, installed in an app of the domain: it serves the published fixes itself. */
export function sdkSnippet(hubUrl: string, appIds: string[]): string {
  return [
    "import { honoLinkFixes } from '@ecohub/sdk/server';",
    '',
    `// ${appIds.length === 1 ? 'The application' : 'Each application'} of this domain: ${appIds.join(', ')}`,
    'app.use(',
    '  honoLinkFixes({',
    `    hub: '${hubUrl}',`,
    '    app: process.env.ECOHUB_APP_ID,',
    '    secret: process.env.ECOHUB_SIGNING_SECRET,',
    '  }),',
    ');',
  ].join('\n');
}
