// Content (issue 17): the cost of writing and scoring one item in-process, per language.
// - Built-in generation (templates filled) + SEO scoring (11 checks, the language's readability
//   formula) of a blog post, against a floor: splitting the same body into words and sentences once
//   (what any scorer must do at least). It runs in the generation job, not on a request:
//   goal ≤ 10 ms per blog post.
// - Keywords: each item's content words are counted once, when it is written (wink-nlp for English,
//   stop words for the others); GET /api/content/keywords adds the stored counts of the latest 500
//   published items. Goal: that sum ≤ 50 ms.
// Figures vary with the machine and its load (the machines here are shared).
import { performance } from 'node:perf_hooks';
import { generateLocal } from '../plugins/content/src/server/generate/local.ts';
import { itemKeywords } from '../plugins/content/src/server/keywords/top.ts';
import { scoreContent } from '../plugins/content/src/server/seo/checks.ts';
import { sentencesOf, wordsOf } from '../plugins/content/src/server/seo/text.ts';
import type { ContentLanguage } from '../plugins/content/src/shared/constants.ts';
import type { Draft } from '../plugins/content/src/shared/content.ts';

const ITEMS = Number(process.env.BENCH_CONTENT_ITEMS ?? 500);
const TOPICS: Record<ContentLanguage, string[]> = {
  en: ['solar panels', 'home battery', 'heat pumps', 'keynote speaking'],
  fr: ['panneaux solaires', 'pompe à chaleur', 'droits des locataires', 'prise de parole'],
  de: ['solaranlagen', 'wärmepumpen', 'mietrecht', 'immobilienbewertung'],
  es: ['paneles solares', 'bomba de calor', 'derechos del inquilino', 'valoración de viviendas'],
};

const draftOf = (language: ContentLanguage, i: number) => {
  const topic = TOPICS[language][i % 4] as string;
  return generateLocal({
    topic,
    keyphrase: topic,
    type: 'blog',
    language,
    org: 'Bench Ltd',
    site: 'Speaker Stage',
    audience: null,
    products: ['Lead Finder', 'Brand Studio'],
    contacts: 1234 + i,
  });
};

console.log(`content: ${ITEMS} blog posts per language`);
for (const language of ['en', 'fr', 'de', 'es'] as const) {
  for (let i = 0; i < 50; i++)
    scoreContent({ ...draftOf(language, i), keyphrase: 'x', type: 'blog', language });
  let t = performance.now();
  let checksum = 0;
  for (let i = 0; i < ITEMS; i++) {
    const d = draftOf(language, i);
    checksum += scoreContent({
      ...d,
      keyphrase: TOPICS[language][i % 4] as string,
      type: 'blog',
      language,
    }).score;
  }
  const full = (performance.now() - t) / ITEMS;
  const bodies = Array.from({ length: ITEMS }, (_, i) => draftOf(language, i).body);
  t = performance.now();
  for (const b of bodies) checksum += wordsOf(b).length + sentencesOf(b).length;
  const floor = (performance.now() - t) / ITEMS;
  console.log(
    `  ${language}: generate + score ${full.toFixed(3)} ms/post (goal ≤ 10 ms: ${full <= 10 ? 'met' : 'missed'}), ` +
      `floor (split only) ${floor.toFixed(3)} ms, ratio ${(full / floor).toFixed(1)}× (checksum ${checksum})`,
  );
}

for (const language of ['en', 'fr'] as const) {
  const drafts = Array.from({ length: ITEMS }, (_, i) => draftOf(language, i));
  itemKeywords(drafts[0] as Draft, language); // loads wink-nlp's model once
  let t = performance.now();
  const stored = drafts.map((d) => JSON.stringify(itemKeywords(d, language)));
  const perItem = (performance.now() - t) / ITEMS;
  // What GET /api/content/keywords does with the stored counts of 500 published items (median of 5).
  const sum = () => {
    const counts = new Map<string, number>();
    for (const row of stored)
      for (const [w, n] of Object.entries(JSON.parse(row) as Record<string, number>))
        counts.set(w, (counts.get(w) ?? 0) + n);
    return [...counts].sort((x, y) => y[1] - x[1]).slice(0, 10);
  };
  const runs: number[] = [];
  let top: Array<[string, number]> = [];
  for (let r = 0; r < 5; r++) {
    t = performance.now();
    top = sum();
    runs.push(performance.now() - t);
  }
  const request = runs.sort((x, y) => x - y)[2] ?? 0;
  console.log(
    `  keywords ${language}: ${perItem.toFixed(2)} ms per item when written; the top 10 of ${ITEMS} items ` +
      `in ${request.toFixed(1)} ms (goal ≤ 50 ms: ${request <= 50 ? 'met' : 'missed'}; first: ${top[0]?.[0]})`,
  );
}
