import type { ContentLanguage, ContentType } from '../../shared/constants.ts';
import type { Draft } from '../../shared/content.ts';
import { slugify } from '../seo/text.ts';
import type { Bank } from './bank.ts';
import { de } from './banks/de.ts';
import { en } from './banks/en.ts';
import { es } from './banks/es.ts';
import { fr } from './banks/fr.ts';

export const BANKS: Record<ContentLanguage, Bank> = { en, fr, de, es };

/** What the generator knows of the organisation: all of it read from its own data. */
export interface GenerationContext {
  topic: string;
  keyphrase: string;
  type: ContentType;
  language: ContentLanguage;
  org: string;
  /** The chosen website's name (the organisation's name for all platforms). */
  site: string;
  /** Who the website addresses, when known in the item's language. */
  audience: string | null;
  /** Catalogue products (the organisation's registered apps). */
  products: string[];
  contacts: number;
}

/** A stable small number from the topic: the same topic picks the same product. */
function pick<T>(list: T[], topic: string): T | undefined {
  let h = 0;
  for (const ch of topic) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return list[h % Math.max(1, list.length)];
}

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The built-in generator: the language's templates for the content type, filled from the
 * organisation's data, giving a title, meta description, subheadings, Markdown body and slug.
 */
export function generateLocal(ctx: GenerationContext): Draft {
  const bank = BANKS[ctx.language];
  const values: Record<string, string> = {
    kp: ctx.keyphrase,
    Kp: capital(ctx.keyphrase),
    site: ctx.site,
    audience: ctx.audience ?? bank.fallback.audience,
    product: pick(ctx.products, ctx.topic) ?? bank.fallback.product,
    contacts: ctx.contacts.toLocaleString(ctx.language),
    org: ctx.org,
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
  const para = (lines: string[]) => lines.map(fill).join(' ');
  const list = (lines: string[]) => lines.map((l) => `- ${fill(l)}`).join('\n');
  const h = bank.headings;
  const sections: Array<[heading: string | null, text: string]> = [];
  switch (ctx.type) {
    case 'blog':
      sections.push(
        [null, para(bank.intro)],
        [null, para(bank.about)],
        [h.why, para(bank.why)],
        [h.how, para(bank.how)],
        [h.tips, list(bank.tips)],
        [h.proof, para(bank.proof)],
        [h.cta, para(bank.cta)],
      );
      break;
    case 'landing':
      sections.push(
        [null, para(bank.intro)],
        [null, para(bank.about)],
        [h.why, para(bank.why)],
        [h.how, para(bank.how)],
        [h.tips, list(bank.tips)],
        [h.proof, para(bank.proof)],
        [h.cta, para(bank.cta)],
      );
      break;
    case 'product':
      sections.push(
        [null, para(bank.intro)],
        [null, para(bank.about)],
        [h.why, para(bank.why)],
        [h.tips, list(bank.tips)],
        [h.cta, para(bank.cta)],
      );
      break;
    case 'email':
      sections.push(
        // The greeting opens the first paragraph, which carries the keyphrase.
        [null, `${fill(bank.greeting)}\n${para(bank.intro)}`],
        [null, para(bank.why.slice(0, 4))],
        [null, list(bank.tips.slice(0, 3))],
        [null, para(bank.cta)],
        [null, fill(bank.signoff)],
      );
      break;
    case 'social':
      sections.push([null, `${para(bank.social)} #${slugify(ctx.keyphrase).replace(/-/g, '')}`]);
      break;
  }
  const headings = sections.flatMap(([heading]) => (heading ? [fill(heading)] : []));
  const body = sections
    .map(([heading, text]) => (heading ? `## ${fill(heading)}\n\n${text}` : text))
    .join('\n\n');
  const title = fill(bank.titles[ctx.type]);
  return {
    title,
    metaDescription: metaOf(fill(bank.meta[ctx.type])),
    slug: slugOf(title, ctx.keyphrase),
    headings,
    body,
  };
}

/** At most 160 characters, cut at a word. */
function metaOf(s: string): string {
  if (s.length <= 160) return s;
  return `${s.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** The title's slug, at most 8 words, always holding the keyphrase. */
export function slugOf(title: string, keyphrase: string): string {
  const kp = slugify(keyphrase);
  const words = slugify(title).split('-').slice(0, 8).join('-');
  return words.includes(kp) ? words : `${kp}-${words}`.split('-').slice(0, 10).join('-');
}
