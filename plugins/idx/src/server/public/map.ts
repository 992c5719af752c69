import type { ListingSearch } from '../../shared/listing.ts';
import type { MapPoint } from '../listings/store.ts';
import { dollars, type Html, html } from './html.ts';

const W = 600;
const H = 360;

type Box = [number, number, number, number];

/** The box to draw: the searched one, or the points' extent with a margin (never zero-sized). */
export function boundsOf(points: MapPoint[], bbox?: string): Box | null {
  if (bbox) return bbox.split(',').map(Number) as Box;
  if (points.length === 0) return null;
  let [a, b, c, d] = [180, 90, -180, -90];
  for (const p of points) {
    a = Math.min(a, p.lon);
    b = Math.min(b, p.lat);
    c = Math.max(c, p.lon);
    d = Math.max(d, p.lat);
  }
  const mx = Math.max(0.01, (c - a) * 0.05);
  const my = Math.max(0.01, (d - b) * 0.05);
  const r = (n: number) => Math.round(n * 1e4) / 1e4;
  return [r(a - mx), r(b - my), r(c + mx), r(d + my)];
}

/**
 * Map search without tiles or scripts: every match is a dot (a link to its page) on an SVG of the
 * searched box, and four links zoom into its quarters (the same search with `bbox`).
 */
export function searchMap(base: string, f: ListingSearch, points: MapPoint[]): Html {
  const box = boundsOf(points, f.bbox);
  if (!box) return html``;
  const [minLon, minLat, maxLon, maxLat] = box;
  const x = (lon: number) => (((lon - minLon) / (maxLon - minLon)) * W).toFixed(1);
  const y = (lat: number) => (((maxLat - lat) / (maxLat - minLat)) * H).toFixed(1);
  const link = (b: Box | null) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...f, page: 1, bbox: b ? b.join(',') : undefined }))
      if (v !== undefined && v !== '') q.set(k, String(v));
    return `${base}/search?${q}`;
  };
  const midLon = Math.round(((minLon + maxLon) / 2) * 1e4) / 1e4;
  const midLat = Math.round(((minLat + maxLat) / 2) * 1e4) / 1e4;
  const quarters: Array<[string, Box]> = [
    ['North-west', [minLon, midLat, midLon, maxLat]],
    ['North-east', [midLon, midLat, maxLon, maxLat]],
    ['South-west', [minLon, minLat, midLon, midLat]],
    ['South-east', [midLon, minLat, maxLon, midLat]],
  ];
  return html`<section aria-label="Map of the results" data-testid="map">
<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${points.length} listings on the map" style="width:100%;max-width:${W}px;background:#e0f2fe;border-radius:var(--r)">
<line x1="${W / 2}" y1="0" x2="${W / 2}" y2="${H}" stroke="#94a3b8" stroke-dasharray="4"/><line x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}" stroke="#94a3b8" stroke-dasharray="4"/>
${points.map((p) => html`<a href="${base}/listings/${p.listingKey}"><circle data-point="${p.listingKey}" cx="${x(p.lon)}" cy="${y(p.lat)}" r="6" fill="var(--accent)" stroke="#fff"><title>${dollars(p.price)}</title></circle></a>`)}
</svg>
<p class="pages">Zoom: ${quarters.map(([name, b]) => html`<a href="${link(b)}">${name}</a> `)}${f.bbox ? html`<a href="${link(null)}">Whole area</a>` : ''}</p>
</section>`;
}
