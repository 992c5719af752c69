import type { ContentType } from '../../shared/constants.ts';

/**
 * One language's writing for the built-in generator. Placeholders: {kp} the keyphrase, {Kp} the
 * same capitalised, {site} the website (or the organisation), {audience}, {product} a catalogue
 * product, {contacts} the organisation's contact count, {org} its name. Sentences stay short (the
 * sentence-length check) and the keyphrase recurs at the density the SEO checks want.
 */
export interface Bank {
  titles: Record<ContentType, string>;
  meta: Record<ContentType, string>;
  /** Subheadings of the why, how, tips, proof and next-step sections. */
  headings: { why: string; how: string; tips: string; proof: string; cta: string };
  intro: string[];
  /** About the website and how the organisation works. */
  about: string[];
  why: string[];
  how: string[];
  tips: string[];
  proof: string[];
  cta: string[];
  social: string[];
  greeting: string;
  signoff: string;
  /** Used when the organisation has no website or product to name. */
  fallback: { audience: string; product: string };
}
