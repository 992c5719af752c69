/**
 * mjml and html-to-text load on the first render, not with the plugin: mjml is the heaviest library
 * any plugin uses (about a second of CPU to load), and most starts render no campaign.
 */
let libraries: Promise<[typeof import('mjml'), typeof import('html-to-text')]> | undefined;
const renderers = () => (libraries ??= Promise.all([import('mjml'), import('html-to-text')]));

/** A campaign template rendered once: HTML and text with {{firstName}} still to fill per recipient. */
export interface RenderedTemplate {
  html: string;
  text: string;
  warnings: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** MJML → responsive HTML (mjml 5) and its plain-text part (html-to-text). */
export async function renderTemplate(mjml: string): Promise<RenderedTemplate> {
  const [{ default: mjml2html }, { convert }] = await renderers();
  const out = await mjml2html(mjml, { validationLevel: 'soft', keepComments: false });
  const text = convert(out.html, {
    wordwrap: 100,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { html: out.html, text, warnings: out.errors.map((e) => e.formattedMessage ?? e.message) };
}

export interface Personalisation {
  firstName: string;
  /** Wraps each http(s) link of the HTML part (click tracking); identity when absent. */
  link?: (url: string) => string;
  /** Open pixel URL, appended to the HTML body. */
  pixel?: string;
  unsubscribeUrl?: string;
}

const FOOTER_TEXT = 'Unsubscribe';
/** The http(s) target of an `<a>` (never a stylesheet `<link>`): group 1 the tag so far, group 2 the URL. */
export const ANCHOR_HREF = /(<a\s[^>]*?)href="(https?:\/\/[^"]+)"/gi;

/** One recipient's HTML and text: the name filled in, links tracked, pixel and unsubscribe link added. */
export function personalise(t: RenderedTemplate, p: Personalisation): { html: string; text: string } {
  const name = p.firstName || 'there';
  let html = t.html.replace(/\{\{\s*firstName\s*\}\}/g, escapeHtml(name));
  if (p.link) {
    const link = p.link;
    html = html.replace(ANCHOR_HREF, (_m, before: string, url: string) => {
      const raw = url.replace(/&amp;/g, '&');
      return `${before}href="${escapeHtml(link(raw))}"`;
    });
  }
  const extra = [
    p.unsubscribeUrl
      ? `<p style="font-size:12px;color:#888;text-align:center"><a href="${escapeHtml(p.unsubscribeUrl)}">${FOOTER_TEXT}</a></p>`
      : '',
    p.pixel
      ? `<img src="${escapeHtml(p.pixel)}" width="1" height="1" alt="" style="display:block;border:0">`
      : '',
  ].join('');
  html = html.includes('</body>') ? html.replace('</body>', `${extra}</body>`) : html + extra;
  let text = t.text.replace(/\{\{\s*firstName\s*\}\}/g, name);
  if (p.unsubscribeUrl) text += `\n\n${FOOTER_TEXT}: ${p.unsubscribeUrl}\n`;
  return { html, text };
}
