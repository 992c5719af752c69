/**
 * Each demo app's small website (what the link crawl of the deployment plugin reads): a home page,
 * a few pages, a blog, a sitemap.xml — and, per app, one planted fault of the kinds a real site
 * collects (a changed case, a typo, a stale anchor, a moved page behind a redirect chain), plus a
 * soft 404 and a removed download on the first app. Fixes the hub publishes are served by the SDK
 * middleware in front of these pages.
 */

export interface SitePage {
  title: string;
  body: string;
}

/** The planted fault of the i-th demo app (by slug order): its link on the home page. */
const FAULTS = ['/Pricing', '/featurs', '/blog/welcome#comments', '/old-about'];

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function sitePages(base: string, name: string, index: number): Record<string, SitePage> {
  const a = (path: string, text: string) => `<a href="${base}${path}">${esc(text)}</a>`;
  const nav = `<nav>${a('', 'Home')} · ${a('/features', 'Features')} · ${a('/pricing', 'Pricing')} · ${a('/about', 'About')} · ${a('/blog/', 'Blog')}</nav>`;
  const planted = [a(FAULTS[index % FAULTS.length], 'Learn more')];
  if (index === 0)
    planted.push(a('/blog/archived-news', 'Archive'), a('/downloads/press-kit.pdf', 'Press kit'));
  return {
    '': {
      title: name,
      body: `${nav}<h1>${esc(name)}</h1><p>Part of the demo ecosystem, served by the hub.</p><p>${planted.join(' · ')}</p>`,
    },
    '/features': { title: `${name} — Features`, body: `${nav}<h1 id="features">Features</h1>` },
    '/pricing': { title: `${name} — Pricing`, body: `${nav}<h1 id="plans">Pricing</h1>` },
    '/about': { title: `${name} — About`, body: `${nav}<h1 id="team">About us</h1>` },
    '/blog/': { title: `${name} — Blog`, body: `${nav}<h1>Blog</h1>${a('/blog/welcome', 'Welcome')}` },
    '/blog/welcome': {
      title: `${name} — Welcome`,
      body: `${nav}<h1>Welcome</h1><section id="comment-form">Comments</section>`,
    },
    // A removed post the site still answers with 200 (a soft 404).
    '/blog/archived-news': { title: 'Page not found', body: `${nav}<h1>Page not found</h1>` },
  };
}

/** The redirect chain of the fourth kind of fault: /old-about → /about-us → /about. */
export const SITE_REDIRECTS: Record<string, string> = { '/old-about': '/about-us', '/about-us': '/about' };

export const renderPage = (p: SitePage) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(p.title)}</title></head><body>${p.body}</body></html>`;

export function sitemapXml(base: string): string {
  const urls = ['', '/features', '/pricing', '/about', '/blog/', '/blog/welcome'];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((u) => `<url><loc>${base}${u}</loc></url>`)
    .join('')}</urlset>`;
}
