import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page of a fixture site: its HTML, or a status (with a location for redirects). */
type Route =
  | { html: string; status?: number }
  | { status: number; location?: string }
  | { xml: string }
  | { text: string };

export interface FixtureSite {
  url: string;
  /** Every path requested, in order (robots-excluded paths must never show up). */
  requested: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
const links = (hrefs: string[]) => hrefs.map((h) => `<a href="${h}">${h}</a>`).join('\n');

async function serveSite(
  routes: (base: string) => Record<string, Route>,
  fallback: (res: ServerResponse) => void = (res) => {
    res.writeHead(404, { 'content-type': 'text/html' }).end(page('Not Found', '<h1>Not Found</h1>'));
  },
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<FixtureSite> {
  const requested: string[] = [];
  let table: Record<string, Route> = {};
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requested.push(path);
    if (intercept?.(req, res)) return;
    const r = table[path];
    if (!r) return fallback(res);
    if ('html' in r)
      return res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    if ('xml' in r) return res.writeHead(200, { 'content-type': 'application/xml' }).end(r.xml);
    if ('text' in r) return res.writeHead(200, { 'content-type': 'text/plain' }).end(r.text);
    res.writeHead(r.status, r.location ? { location: r.location } : {}).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = routes(url);
  return {
    url,
    requested,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const sitemap = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((u) => `<url><loc>${u}</loc></url>`)
    .join('')}</urlset>`;

/**
 * The docs site: planted 404s (case, typo, .html, a moved section, one only in the sitemap), a
 * redirect chain, a broken fragment, a soft 404, a robots-excluded path, a sitemap, and a page that
 * fails at the network once (the retry makes it no fault); its home also links to `other`'s /team.
 */
export async function docsSite(other = ''): Promise<FixtureSite> {
  let flaky = 0;
  const site = await serveSite(
    (base) => ({
      '/robots.txt': { text: 'User-agent: *\nDisallow: /private/\n' },
      '/sitemap.xml': {
        xml: sitemap(
          [
            '/',
            '/about',
            '/guide',
            '/gone',
            '/products/',
            '/products/widget-pro',
            '/products/gadget',
            '/blog/',
            '/blog/first-post',
            '/sitemap-only-broken',
          ].map((p) => `${base}${p}`),
        ),
      },
      '/': {
        html: page(
          'Docs home',
          links([
            '/about',
            '/Blog/',
            '/products/widgte-pro',
            '/old-section/page',
            '/guide#instalation',
            '/guide#usage',
            '/gone.html',
            '/blog/old-news',
            '/private/secret',
            '/docs',
            '/docs/install',
            '/hop',
            '/flaky',
            'mailto:team@example.com',
            '#top',
          ]) + (other ? links([`${other}/team`]) : ''),
        ),
      },
      '/about': { html: page('About', links(['/', '/guide#usage'])) },
      '/guide': { html: page('Guide', '<h2 id="installation">Installation</h2><h2 id="usage">Usage</h2>') },
      '/gone': { html: page('Gone (the page)', 'still here') },
      '/products/': { html: page('Products', links(['/products/widget-pro', '/products/gadget'])) },
      '/products/widget-pro': { html: page('Widget Pro', 'w') },
      '/products/gadget': { html: page('Gadget', 'g') },
      '/blog/': { html: page('Blog', links(['/blog/first-post'])) },
      '/blog/first-post': { html: page('First post', 'hello') },
      '/blog/old-news': { html: page('Page not found', '<h1>Sorry, this page does not exist</h1>') },
      '/old-section/page': { status: 301, location: '/mid/page' },
      '/mid/page': { status: 301, location: '/new-section/page' },
      '/new-section/page': { html: page('New section page', 'n') },
      '/docs': { status: 301, location: '/manual/' },
      '/manual/': { html: page('Manual', links(['/manual/install'])) },
      '/manual/install': { html: page('Install', 'i') },
      '/hop': { status: 301, location: '/about' },
      '/flaky': { html: page('Flaky', 'answers the second time') },
    }),
    undefined,
    (req, res) => {
      // A connection reset on every other request to /flaky: one retry gets its answer.
      if (req.url === '/flaky' && flaky++ % 2 === 0) {
        res.socket?.destroy();
        return true;
      }
      return false;
    },
  );
  return site;
}

/** A second app: a trailing-slash 404 and a soft-404 site (200 for every unknown path). */
export async function shopSite(): Promise<FixtureSite> {
  return serveSite(
    () => ({
      '/': { html: page('Acme Store', links(['/team', '/does-not-exist', '/shop#cart'])) },
      '/team/': { html: page('Team', 'people') },
      '/shop': { html: page('Shop', `<div id="cart">cart</div>${links(['/team/'])}`) },
    }),
    (res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(page('Acme Store — Oops', '<p>Nothing here</p>'));
    },
  );
}
