import type { Listing, ListingSearch } from '../../shared/listing.ts';
import type { MapPoint } from '../listings/store.ts';
import { dollars, type Html, html } from './html.ts';
import { layout, type SiteContext } from './layout.ts';
import { searchMap } from './map.ts';

const STATUS_LABEL = { for_sale: 'For sale', pending: 'Pending', other: 'Off market' } as const;

function card(ctx: SiteContext, l: Listing): Html {
  return html`<article class="card" data-listing="${l.listingKey}">
<a href="${ctx.base}/listings/${l.listingKey}"><img src="${l.images[0] ?? ''}" alt="${l.address}" loading="lazy"></a>
<div class="body"><div class="price">${dollars(l.price)}</div>
<div><a href="${ctx.base}/listings/${l.listingKey}">${l.address}</a></div>
<div class="muted">${l.bedrooms} bd · ${l.bathrooms} ba · ${l.sqft.toLocaleString('en-US')} sq ft · <span class="badge">${STATUS_LABEL[l.status]}</span></div>
<div class="muted">Listed by ${l.listOfficeName}</div></div></article>`;
}

function searchForm(ctx: SiteContext, f: Partial<ListingSearch> = {}): Html {
  const opt = (v: string, label: string) =>
    html`<option value="${v}" ${f.status === v ? html`selected` : ''}>${label}</option>`;
  return html`<form class="search" method="get" action="${ctx.base}/search" role="search">
<input name="q" placeholder="City, ZIP or address" value="${f.q ?? ''}" aria-label="City, ZIP or address">
<input name="minPrice" type="number" min="0" placeholder="Min price" value="${f.minPrice ?? ''}" aria-label="Min price">
<input name="maxPrice" type="number" min="0" placeholder="Max price" value="${f.maxPrice ?? ''}" aria-label="Max price">
<select name="beds" aria-label="Bedrooms"><option value="">Any beds</option>${[1, 2, 3, 4, 5].map((n) => html`<option value="${n}" ${f.beds === n ? html`selected` : ''}>${n}+ beds</option>`)}</select>
<select name="baths" aria-label="Bathrooms"><option value="">Any baths</option>${[1, 2, 3, 4].map((n) => html`<option value="${n}" ${f.baths === n ? html`selected` : ''}>${n}+ baths</option>`)}</select>
<select name="status" aria-label="Status"><option value="">Any status</option>${opt('for_sale', 'For sale')}${opt('pending', 'Pending')}</select>
${f.bbox ? html`<input type="hidden" name="bbox" value="${f.bbox}">` : ''}<button type="submit">Search</button></form>`;
}

function alertForm(ctx: SiteContext): Html {
  return html`<section id="alerts"><h2>Get listing alerts</h2>
<p class="muted">We email you when a new listing matches your search.</p>
<form class="search" method="post" action="${ctx.base}/saved-searches">
<input name="email" type="email" required placeholder="Your email" aria-label="Your email">
<input name="q" placeholder="City or ZIP" aria-label="City or ZIP">
<input name="minPrice" type="number" min="0" placeholder="Min price" aria-label="Min price">
<input name="maxPrice" type="number" min="0" placeholder="Max price" aria-label="Max price">
<input name="beds" type="number" min="0" max="20" placeholder="Min beds" aria-label="Min beds">
<button type="submit">Save search</button></form></section>`;
}

export function homePage(ctx: SiteContext, listings: Listing[], total: number, origin: string): string {
  const body = html`<section class="hero"><h1>${ctx.site.name}</h1><p>${total} homes on the market</p>${searchForm(ctx)}</section>
<main><h2>Newest listings</h2><div class="grid">${listings.map((l) => card(ctx, l))}</div>
<p><a href="${ctx.base}/search">See all ${total} listings</a></p>${alertForm(ctx)}</main>`;
  return layout(ctx, body, {
    title: `${ctx.site.name}: homes for sale`,
    description: `Search ${total} homes for sale with ${ctx.site.name}.`,
    canonical: `${origin}${ctx.base}`,
    ld: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: ctx.site.name,
      url: `${origin}${ctx.base}`,
    },
  });
}

export function searchPage(
  ctx: SiteContext,
  f: ListingSearch,
  listings: Listing[],
  total: number,
  pageSize: number,
  points: MapPoint[] = [],
): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (page: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...f, page })) if (v !== undefined && v !== '') q.set(k, String(v));
    return `${ctx.base}/search?${q}`;
  };
  const body = html`<main><h1>Homes for sale</h1>${searchForm(ctx, f)}
<p data-testid="result-count">${total} ${total === 1 ? 'listing' : 'listings'} found</p>
${searchMap(ctx.base, f, points)}
<div class="grid">${listings.map((l) => card(ctx, l))}</div>
<div class="pages">${f.page > 1 ? html`<a href="${link(f.page - 1)}" rel="prev">Previous</a>` : ''}<span>Page ${f.page} of ${pages}</span>${f.page < pages ? html`<a href="${link(f.page + 1)}" rel="next">Next</a>` : ''}</div>
${alertForm(ctx)}</main>`;
  return layout(ctx, body, { title: `Search homes: ${ctx.site.name}` });
}

export function listingPage(ctx: SiteContext, l: Listing, origin: string, similar: Listing[] = []): string {
  const url = `${origin}${ctx.base}/listings/${l.listingKey}`;
  const images = l.images.map((src) => (src.startsWith('/') ? `${origin}${src}` : src));
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: l.address,
    url,
    description: l.remarks,
    image: images,
    dateModified: l.modificationTimestamp,
    offers: {
      '@type': 'Offer',
      price: l.price,
      priceCurrency: 'USD',
      availability:
        l.status === 'for_sale' ? 'https://schema.org/InStock' : 'https://schema.org/LimitedAvailability',
    },
    about: {
      '@type': 'SingleFamilyResidence',
      numberOfRooms: l.bedrooms,
      numberOfBedrooms: l.bedrooms,
      numberOfBathroomsTotal: l.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: l.sqft, unitCode: 'FTK' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.address.split(',')[0],
        addressLocality: l.city,
        addressRegion: l.state,
        postalCode: l.postalCode,
        addressCountry: 'US',
      },
      ...(l.latitude !== null && l.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: l.latitude, longitude: l.longitude } }
        : {}),
    },
  };
  const body = html`<main><p><a href="${ctx.base}/search">← Back to search</a></p>
<h1>${l.address}</h1><div class="price">${dollars(l.price)}</div>
<div class="facts"><span>${l.bedrooms} bedrooms</span><span>${l.bathrooms} bathrooms</span><span>${l.sqft.toLocaleString('en-US')} sq ft</span><span>${l.propertyType}</span><span class="badge">${STATUS_LABEL[l.status]}</span></div>
<div class="gallery">${l.images.map((src, i) => html`<img src="${src}" alt="${l.address}, photo ${i + 1}">`)}</div>
<p>${l.remarks}</p>
${l.openHouses.length ? html`<h2>Open houses</h2><ul>${l.openHouses.map((o) => html`<li>${new Date(o.start).toUTCString()} – ${new Date(o.end).toUTCString()} ${o.remarks}</li>`)}</ul>` : ''}
<p class="muted">Listing courtesy of ${l.listAgentFullName}, ${l.listOfficeName}. MLS# ${l.listingKey}. Source: ${l.originatingSystemName}. Updated ${new Date(l.modificationTimestamp).toUTCString()}.</p>
<section><h2>Ask about this home</h2>
<form class="stack" method="post" action="${ctx.base}/listings/${l.listingKey}/lead">
<input name="name" required placeholder="Your name" aria-label="Your name">
<input name="email" type="email" required placeholder="Your email" aria-label="Your email">
<input name="phone" placeholder="Phone (optional)" aria-label="Phone">
<textarea name="message" rows="3" placeholder="I'd like to see this home" aria-label="Message"></textarea>
<button type="submit">Contact agent</button></form></section>
${similar.length ? html`<section data-testid="matchmaker"><h2>Similar homes</h2><div class="grid">${similar.map((x) => card(ctx, x))}</div></section>` : ''}</main>`;
  return layout(ctx, body, {
    title: `${l.address}: ${dollars(l.price)}`,
    description: l.remarks,
    canonical: url,
    ld,
  });
}

export function messagePage(
  ctx: SiteContext,
  title: string,
  text: string,
  scripts: string[] = [],
  confirm?: { action: string; button: string },
): string {
  const form = confirm
    ? html`<form method="post" action="${confirm.action}"><button type="submit">${confirm.button}</button></form>`
    : '';
  const body = html`<main><h1>${title}</h1><p>${text}</p>${form}<p><a href="${ctx.base}/search">Continue browsing homes</a></p></main>`;
  return layout(ctx, body, { title: `${title}: ${ctx.site.name}`, scripts });
}

export function sitemap(
  origin: string,
  base: string,
  keys: Array<{ listingKey: string; modificationTimestamp: string }>,
): string {
  const url = (loc: string, lastmod?: string) =>
    `<url><loc>${loc.replace(/&/g, '&amp;')}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[url(`${origin}${base}`), url(`${origin}${base}/search`), ...keys.map((k) => url(`${origin}${base}/listings/${k.listingKey}`, k.modificationTimestamp))].join('\n')}
</urlset>`;
}
