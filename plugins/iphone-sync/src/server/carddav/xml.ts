/** The namespaces of the answers: DAV, CardDAV (RFC 6352) and CalendarServer's getctag. */
const NS =
  'xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav" xmlns:cs="http://calendarserver.org/ns/"';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<d:response>` with its properties found (200). */
export const found = (href: string, props: string) =>
  `<d:response><d:href>${esc(href)}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

/** One `<d:response>` for a resource that is not (or no longer) there. */
export const missing = (href: string) =>
  `<d:response><d:href>${esc(href)}</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>`;

export const multistatus = (responses: string[], extra = '') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus ${NS}>${responses.join('')}${extra}</d:multistatus>`;

export const davError = (condition: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:error ${NS}><d:${condition}/></d:error>`;

/** The text of the first element with this local name, whatever its prefix (null when absent or empty). */
export function elementText(xml: string, local: string): string | null {
  const m = new RegExp(`<(?:[\\w-]+:)?${local}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${local}>`).exec(xml);
  return m?.[1]?.trim() ? decode(m[1].trim()) : null;
}

/** Every `<href>` of a request body (addressbook-multiget). */
export function hrefs(xml: string): string[] {
  const out: string[] = [];
  const re = /<(?:[\w-]+:)?href(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w-]+:)?href>/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) if (m[1]) out.push(decode(m[1].trim()));
  return out;
}

/** Whether the request names this element (a property it asks for, a report's root). */
export const mentions = (xml: string, local: string) => new RegExp(`<(?:[\\w-]+:)?${local}[\\s/>]`).test(xml);

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
