/** Titles and headings of "not found" pages served with a 200. */
const NOT_FOUND =
  /^(?:error\s*)?(?:404\b|page not found|not found\b|this page (?:does not|doesn't) exist|page (?:does not|doesn't) exist)/i;

/**
 * A soft 404: a page answered 200 that is a "not found" page — its title or first heading says so,
 * or it carries the same title as what the site answers for a URL that surely does not exist.
 */
export function isSoft404(page: { title: string; h1: string }, missingTitle: string | null): boolean {
  if (NOT_FOUND.test(page.title) || NOT_FOUND.test(page.h1)) return true;
  return missingTitle !== null && missingTitle !== '' && page.title === missingTitle;
}
