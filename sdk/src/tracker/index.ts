// The browser tracker: small on purpose (≤ 2.5 KB gzip), so every line here costs bytes.
export interface TrackerOptions {
  /** The hub's base URL. */
  hub: string;
  /** Your application's id (app_…). */
  app: string;
  /** Your application's publishable key (pk_…). */
  key: string;
  /** Hold every event until consent(true). */
  requireConsent?: boolean;
  /** Send even when the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
  ignoreDnt?: boolean;
  /** Events per request (10) and the longest wait before sending (5000 ms). */
  batchSize?: number;
  flushMs?: number;
  /** Automatic page views on load and on single-page-app navigation (true). */
  autoPage?: boolean;
}

interface Ev {
  id: string;
  app: string;
  event: string;
  user?: string;
  data: Record<string, unknown>;
  timestamp: string;
}
interface Pending {
  e: Ev[];
  n: number;
  at: number;
}

const STORE = 'ecohub_q';
// The conversion link: a cross-sell offer's `?xs=<source app>` is kept and sent with every event.
const XS = 'ecohub_xs';
const kept = (set?: string | null): string | null => {
  try {
    if (set) localStorage.setItem(XS, set);
    return localStorage.getItem(XS);
  } catch {
    return null;
  }
};
const w = window;
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
let o: TrackerOptions | null = null;
const q: Ev[] = [];
const held: Ev[] = [];
let user: string | undefined;
let consent: boolean | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastUrl = '';
let ref = document.referrer;

// A UUID version 7: time first, so the hub's index of message ids grows at its end.
const uid = () => {
  const b = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 5, t = Date.now(); i >= 0; i--, t = Math.floor(t / 256)) b[i] = t % 256;
  b[6] = 0x70 | (b[6] & 15);
  b[8] = 0x80 | (b[8] & 63);
  const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const url = () => `${o?.hub.replace(/\/$/, '')}/api/record?key=${encodeURIComponent(o?.key ?? '')}`;
const load = (): Pending[] => {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? '[]');
  } catch {
    return [];
  }
};
const save = (p: Pending[]) => {
  try {
    localStorage.setItem(STORE, JSON.stringify(p.slice(-20)));
  } catch {
    // Storage full or blocked: the events are lost, the page is not.
  }
};

/** Do Not Track or Global Privacy Control, unless the site opted out of honouring them. */
export const blocked = () => !o?.ignoreDnt && (nav.doNotTrack === '1' || nav.globalPrivacyControl === true);

async function post(events: Ev[], n: number): Promise<void> {
  let ok = false;
  try {
    // text/plain keeps this a simple request: no preflight; the hub checks the key and origin.
    const r = await fetch(url(), { method: 'POST', body: JSON.stringify({ events }), keepalive: true });
    ok = r.ok || (r.status >= 400 && r.status < 500 && r.status !== 429);
  } catch {
    // Offline: retried below.
  }
  if (!ok) {
    // Exponential backoff with jitter, kept across page loads.
    const p = load();
    p.push({
      e: events,
      n: n + 1,
      at: Date.now() + Math.min(2 ** n * 1000, 300_000) * (0.5 + Math.random() / 2),
    });
    save(p);
  }
}

/** Sends queued events now (and retries stored batches that are due). */
export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (q.length) void post(q.splice(0), 0);
  retry();
}

function retry(): void {
  const p = load();
  const due = p.filter((x) => x.at <= Date.now());
  if (due.length) {
    save(p.filter((x) => x.at > Date.now()));
    for (const x of due) void post(x.e, x.n);
  }
}

function push(event: string, data: Record<string, unknown> = {}): void {
  if (!o || blocked()) return;
  const xs = kept();
  const e: Ev = {
    id: uid(),
    app: o.app,
    event,
    data: xs ? { ...data, xs } : data,
    timestamp: new Date().toISOString(),
  };
  if (user) e.user = user;
  if (consent === false) return;
  if (o.requireConsent && consent !== true) {
    held.push(e);
    return;
  }
  q.push(e);
  if (q.length >= (o.batchSize ?? 10)) flush();
  else timer ??= setTimeout(flush, o.flushMs ?? 5000);
}

/** Records a page view: url, title, referrer and UTM parameters. */
export function page(): void {
  const l = location;
  if (l.href === lastUrl) return;
  const data: Record<string, unknown> = { url: l.href, path: l.pathname, title: document.title };
  if (ref) data.referrer = ref;
  new URLSearchParams(l.search).forEach((v, k) => {
    if (k.startsWith('utm_')) data[k] = v;
  });
  ref = lastUrl || ref;
  lastUrl = l.href;
  push('page', data);
}

export const track = (event: string, props?: Record<string, unknown>): void => push(event, props);

/** Names the user for this and later events. */
export function identify(email: string): void {
  user = email;
  push('identify');
}

/** The consent gate: true sends what was held, false drops it. */
export function setConsent(granted: boolean): void {
  consent = granted;
  const h = held.splice(0);
  if (granted) for (const e of h) q.push(e);
  if (granted) flush();
}

export function init(options: TrackerOptions): void {
  o = options;
  kept(new URLSearchParams(location.search).get('xs'));
  if (options.autoPage !== false) {
    for (const m of ['pushState', 'replaceState'] as const) {
      const f = history[m];
      history[m] = function (this: History, ...a: Parameters<History['pushState']>) {
        f.apply(this, a);
        page();
      };
    }
    w.addEventListener('popstate', page);
    page();
  }
  // Leaving (or hiding) the page: whatever is queued goes out with a beacon.
  const out = () => {
    if (!q.length) return;
    const body = JSON.stringify({ events: q.splice(0) });
    if (!nav.sendBeacon?.(url(), body)) void fetch(url(), { method: 'POST', body, keepalive: true });
  };
  w.addEventListener('pagehide', out);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && out());
  retry();
}

/** The options init() was given (the widget reads the hub and key from them). */
export const options = (): TrackerOptions | null => o;
