import { expect } from 'vitest';
import { LANGUAGES, type MessageLoaders } from '../i18n/index.ts';

type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[p + k, v] as [string, string]] : flat(v, `${p + k}.`),
  );
const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Checks a namespace's translations against its English strings: a loader for every offered
 * language, every English key translated (plural forms may be added or dropped, as each language
 * needs: keys are compared without their `_one`/`_other`… suffixes), no empty string, the same
 * `{{placeholders}}` (a plural form may spell its number out), and no string left in English except
 * those listed in `sameAsEnglish` as `'*:key'` (any language: a product name, '{{label}} ({{count}})')
 * or `'<code>:key'` (a word that is the same in that language).
 */
export async function expectCompleteTranslations(
  english: object,
  loaders: MessageLoaders,
  sameAsEnglish: Iterable<string> = [],
): Promise<void> {
  const same = new Set(sameAsEnglish);
  const source = new Map(flat(english as Tree));
  const bases = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();
  const others = LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code);
  expect(Object.keys(loaders).sort()).toEqual([...others].sort());
  for (const code of others) {
    const strings = new Map(flat((await loaders[code]?.()) as Tree));
    expect(bases(strings.keys()), `${code}: keys`).toEqual(bases(source.keys()));
    for (const [key, value] of strings) {
      const base = key.replace(PLURAL, '');
      const en = source.get(key) ?? source.get(base) ?? source.get(`${base}_other`) ?? '';
      expect(value.trim(), `${code}:${key}`).not.toBe('');
      if (PLURAL.test(key))
        expect(placeholders(en), `${code}:${key}`).toEqual(expect.arrayContaining(placeholders(value)));
      else expect(placeholders(value), `${code}:${key}`).toEqual(placeholders(en));
      const listed = [key, base].some((k) => same.has(`*:${k}`) || same.has(`${code}:${k}`));
      if (!listed) expect(value, `${code}:${key}`).not.toBe(en);
    }
  }
}
