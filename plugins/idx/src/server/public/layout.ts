import type { Template } from '../../shared/constants.ts';
import type { WebsiteRow } from '../websites/store.ts';
import { Html, html, jsonLd } from './html.ts';
import { themeCss } from './themes.ts';

export interface SiteContext {
  site: WebsiteRow;
  /** The site's root path (/sites/<slug>) or '' when served on its own domain. */
  base: string;
  attribution: string;
  feedName: string;
  lastUpdated: string | null;
  /** Preview of a draft: no tracker, a banner, no indexing. */
  preview?: boolean;
}

export interface PageOptions {
  title: string;
  description?: string;
  canonical?: string;
  ld?: unknown;
  /** Extra scripts (same origin), after the tracker. */
  scripts?: string[];
}

/** The page shell of every public page: the template's look, the MLS attribution and stamp, the tracker. */
export function layout(ctx: SiteContext, body: Html, o: PageOptions): string {
  const { site, base } = ctx;
  const tracker =
    !ctx.preview && site.appId && site.appKey
      ? html`<script src="/sdk.js" data-app="${site.appId}" data-key="${site.appKey}" defer></script>`
      : html``;
  const scripts = (o.scripts ?? []).map((s) => html`<script src="${s}" defer></script>`);
  const stamp = ctx.lastUpdated ? new Date(ctx.lastUpdated).toUTCString() : 'not yet';
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.description ? html`<meta name="description" content="${o.description}">` : ''}
${o.canonical ? html`<link rel="canonical" href="${o.canonical}">` : ''}
${ctx.preview ? html`<meta name="robots" content="noindex">` : ''}
<style>${themeCss(site.template as Template)}</style>
${o.ld ? html`<script type="application/ld+json">${new Html(jsonLd(o.ld))}</script>` : ''}
${tracker}${scripts}
</head>
<body data-template="${site.template}">
${ctx.preview ? html`<div style="background:#fde68a;color:#000;padding:.5rem 1rem" role="status">Preview: this site is a draft and not public yet.</div>` : ''}
<header class="site"><a class="brand" href="${base || '/'}">${site.name}</a>
<nav><a href="${base}/search">Search homes</a><a href="${base}/#alerts">Listing alerts</a></nav></header>
${body}
<footer class="site">
<p data-testid="attribution">${ctx.attribution} Listings provided by ${ctx.feedName}.</p>
<p data-testid="last-updated">Listing data last updated: ${stamp}</p>
${site.whiteLabel ? '' : html`<p class="muted">Built with Ecosystem Hub IDX</p>`}
</footer>
</body>
</html>`;
  return page.value;
}
