/** HTML-escapes a text for element content and attribute values. */
export const esc = (v: unknown): string =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** JSON for a `<script type="application/ld+json">` block: `<` escaped so no text closes the tag. */
export const jsonLd = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c');

/** A raw HTML fragment (already escaped). */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Tagged template: interpolated values are escaped unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : esc(x))).join('')
      : v instanceof Html
        ? v.value
        : v === false || v === null || v === undefined
          ? ''
          : esc(v);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

export const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
