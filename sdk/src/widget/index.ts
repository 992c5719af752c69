import { options, track } from '../tracker/index.ts';

interface Opportunity {
  targetApp: string;
  targetAppId: string;
  targetUrl: string;
  context: string;
  incentive: string;
  priority: string;
}

const CSS = `:host{display:block;contain:strict;overflow:hidden;font:14px/1.4 system-ui,sans-serif;color:#1f2937}
.w{display:flex;gap:12px;height:100%;box-sizing:border-box;padding:4px;overflow:hidden}
a{flex:1 1 0;min-width:0;display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid #e5e7eb;border-radius:10px;background:#fff;color:inherit;text-decoration:none;overflow:hidden}
a:hover{border-color:#6366f1}
b{font-size:15px}
p{margin:0;color:#4b5563;overflow:hidden;flex:1}
span{color:#4f46e5;font-weight:600}`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<ecohub-cross-sell app="app_…" style="display:block;height:180px">`: the hub's cross-sell offers
 * for your app, in shadow DOM. The inline style reserves its box before the script even loads, and
 * the offers render inside that box, so nothing around it shifts; it fetches only once it scrolls
 * into view. The hub and key come from the
 * tracker's init() or the `hub` and `key` attributes.
 */
export class CrossSell extends HTMLElement {
  private root = this.attachShadow({ mode: 'open' });
  private seen = false;

  connectedCallback(): void {
    // Without a size in the markup, at least keep it from changing once the offers arrive.
    this.style.height ||= '180px';
    this.root.innerHTML = `<style>${CSS}</style><div class="w" part="list"></div>`;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || this.seen) return;
      this.seen = true;
      io.disconnect();
      void this.load();
    });
    io.observe(this);
  }

  private async load(): Promise<void> {
    const o = options();
    const hub = (this.getAttribute('hub') ?? o?.hub ?? '').replace(/\/$/, '');
    const key = this.getAttribute('key') ?? o?.key ?? '';
    const app = this.getAttribute('app') ?? o?.app ?? '';
    const limit = Number(this.getAttribute('limit') ?? 3);
    const res = await fetch(
      `${hub}/api/ecosystem/cross-sell?app=${encodeURIComponent(app)}&key=${encodeURIComponent(key)}`,
    ).catch(() => null);
    if (!res?.ok) return;
    const list = (
      (await res.json()) as { crossSellOpportunities: Opportunity[] }
    ).crossSellOpportunities.slice(0, limit);
    const box = this.root.querySelector('.w') as HTMLElement;
    // The conversion link: the target app's tracker keeps `xs` and attributes signups and purchases.
    const link = (u: string) => {
      const url = new URL(u, location.href);
      url.searchParams.set('xs', app);
      return url.href;
    };
    box.innerHTML = list
      .map(
        (x, i) =>
          `<a href="${esc(link(x.targetUrl))}" target="_blank" rel="noopener" data-i="${i}" part="offer"><b>${esc(x.targetApp)}</b><p>${esc(x.context)}</p><span>${esc(x.incentive)}</span></a>`,
      )
      .join('');
    box.onclick = (e) => {
      const a = (e.target as Element).closest('a');
      const x = a && list[Number(a.dataset.i)];
      if (x) track('cross_sell.click', { target: x.targetAppId, targetApp: x.targetApp });
    };
    for (const x of list) track('cross_sell.impression', { target: x.targetAppId, targetApp: x.targetApp });
    this.dispatchEvent(new CustomEvent('ecohub:rendered', { detail: { count: list.length } }));
  }
}

if (!customElements.get('ecohub-cross-sell')) customElements.define('ecohub-cross-sell', CrossSell);
