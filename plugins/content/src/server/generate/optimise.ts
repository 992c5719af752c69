import type { Draft } from '../../shared/content.ts';
import { countPhrase } from '../seo/text.ts';
import { slugOf } from './local.ts';

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * "SEO optimise" (on by default): puts the keyphrase where the placement checks look for it — the
 * title, the slug and the meta description — when a draft (the LLM's, typically) left it out.
 */
export function optimise(draft: Draft, keyphrase: string): Draft {
  const title =
    countPhrase(draft.title, keyphrase) > 0 || draft.title.length + keyphrase.length > 150
      ? draft.title
      : `${capital(keyphrase)}: ${draft.title}`;
  let meta = draft.metaDescription;
  if (countPhrase(meta, keyphrase) === 0) meta = `${capital(keyphrase)}. ${meta}`;
  if (meta.length > 160) meta = `${meta.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return { ...draft, title, metaDescription: meta, slug: slugOf(draft.slug.replace(/-/g, ' '), keyphrase) };
}
