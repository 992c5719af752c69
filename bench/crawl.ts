// `node --import tsx bench/crawl.ts`: the link crawl of the deployment plugin against linkinator
// 7.6.1 on the same generated local site, in the same run (see README.md).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboundClient } from '@ecohub/core';
import { check, LinkState } from 'linkinator';
import { crawlSites } from '../plugins/deployment/src/server/link-fixes/crawler.ts';
import { outboundFetcher } from '../plugins/deployment/src/server/link-fixes/fetcher.ts';

const PAGES = Number(process.env.BENCH_CRAWL_PAGES ?? 2000);
const BROKEN = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The hub's default politeness (DEPLOYMENT_CRAWL_PER_HOST); linkinator runs at its own default (100). */
const PER_HOST = Number(process.env.BENCH_CRAWL_PER_HOST ?? 8);
/** The timeout the issue found linkinator needs for no false positives under load. */
const TIMEOUT_MS = 120_000;

/** Page i links to its neighbours, a few pages far away, a redirecting alias, and maybe a planted 404. */
function pageHtml(i: number): string {
  const targets = new Set([0, (i + 1) % PAGES, (i + 2) % PAGES, (i * 7 + 3) % PAGES, (i * 13 + 5) % PAGES]);
  const links = [...targets].map((t) => `<a href="/p/${t}">page ${t}</a>`);
  if (i % 50 === 0) links.push(`<a href="/alias/${i}">alias</a>`);
  if (i % (PAGES / BROKEN) === 1) links.push(`<a href="/missing/${i}">gone</a>`);
  return `<!doctype html><html><head><title>Page ${i}</title></head><body><h1 id="top-${i}">Page ${i}</h1><p>${'Lorem ipsum dolor sit amet. '.repeat(20)}</p>${links.join(' ')}</body></html>`;
}

async function startSite() {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const page = url === '/' ? 0 : Number(/^\/p\/(\d+)$/.exec(url)?.[1] ?? Number.NaN);
    const alias = /^\/alias\/(\d+)$/.exec(url);
    if (alias) return res.writeHead(301, { location: `/p/${alias[1]}` }).end();
    if (Number.isInteger(page) && page >= 0 && page < PAGES)
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(page));
    res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not Found</title><h1>Not Found</h1>');
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

interface Round {
  seconds: number;
  urls: number;
  found: number;
  falsePositives: number;
}

function score(reported: Set<string>, truth: Set<string>): { found: number; falsePositives: number } {
  let found = 0;
  let falsePositives = 0;
  for (const u of reported)
    if (truth.has(u)) found++;
    else falsePositives++;
  return { found, falsePositives };
}

async function ours(url: string, truth: Set<string>): Promise<Round> {
  const outbound = createOutboundClient({ allow: '127.0.0.1/32' });
  const start = performance.now();
  const r = await crawlSites(
    [{ appId: 'bench', url }],
    outboundFetcher(outbound, { timeoutMs: TIMEOUT_MS, maxBytes: 5 * 1024 * 1024 }),
    { perHost: PER_HOST, maxPages: PAGES * 2 },
  );
  const seconds = (performance.now() - start) / 1000;
  return { seconds, urls: r.pages, ...score(new Set(r.faults.map((f) => f.url)), truth) };
}

async function linkinator(url: string, truth: Set<string>): Promise<Round> {
  const start = performance.now();
  const r = await check({ path: url, recurse: true, timeout: TIMEOUT_MS });
  const seconds = (performance.now() - start) / 1000;
  const urls = new Set(r.links.map((l) => l.url)).size;
  const broken = new Set(r.links.filter((l) => l.state === LinkState.BROKEN).map((l) => l.url));
  return { seconds, urls, ...score(broken, truth) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const site = await startSite();
const truth = new Set<string>();
for (let i = 0; i < PAGES; i++) if (i % (PAGES / BROKEN) === 1) truth.add(`${site.url}/missing/${i}`);
console.log(
  `site: ${PAGES} pages, ${truth.size} planted 404s, ${PAGES / 50} redirecting aliases; ${RUNS} alternating rounds`,
);
const results: { ours: Round[]; linkinator: Round[] } = { ours: [], linkinator: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    const first = i % 2 === 0;
    if (first) results.ours.push(await ours(site.url, truth));
    results.linkinator.push(await linkinator(site.url, truth));
    if (!first) results.ours.push(await ours(site.url, truth));
  }
} finally {
  await site.close();
}

const row = (name: string, rounds: Round[]) => {
  const s = median(rounds.map((r) => r.seconds));
  const fp = Math.max(...rounds.map((r) => r.falsePositives));
  const found = Math.min(...rounds.map((r) => r.found));
  console.log(
    `${name.padEnd(22)} ${(PAGES / s).toFixed(0).padStart(6)} pages/s  (median ${s.toFixed(2)} s, ${rounds[0].urls} URLs)  found ${found}/${truth.size}  false positives ${fp} (worst round)`,
  );
  return { pagesPerS: PAGES / s, fp, found };
};
const a = row(`hub crawl (${PER_HOST}/host)`, results.ours);
const b = row('linkinator 7.6.1', results.linkinator);
const ratio = a.pagesPerS / b.pagesPerS;
console.log(`ratio hub / linkinator: ${ratio.toFixed(2)} (goal ≥ 1.00) ${ratio >= 1 ? 'met' : 'NOT met'}`);
console.log(
  `hub false positives: ${a.fp} (goal 0) ${a.fp === 0 ? 'met' : 'NOT met'}; misses: ${truth.size - a.found}`,
);
console.log('(the machine may be shared: compare the ratio, not the absolute figures)');
