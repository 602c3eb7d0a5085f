/**
 * How the help centre's search cuts text into terms. Chinese is written without spaces, so a
 * run of Han characters becomes its pairs of neighbouring characters (刊登物件 → 刊登, 登物,
 * 物件): a two-character query such as 刊登 then finds every text that contains it. Latin
 * words and numbers are terms of their own. The index (built with the app) and the query (in
 * the page) cut text the same way: both import this.
 */
export function searchTermsOf(text: string): string[] {
  const terms: string[] = [];
  for (const run of text.toLowerCase().match(/\p{Script=Han}+|[a-z0-9]+/gu) ?? []) {
    if (!/\p{Script=Han}/u.test(run) || run.length === 1) {
      terms.push(run);
      continue;
    }
    for (let index = 0; index + 1 < run.length; index += 1) terms.push(run.slice(index, index + 2));
  }
  return terms;
}

/** The fields a page is found by, and how much a match in each counts. */
export const SEARCH_FIELDS = ['title', 'keywords', 'summary', 'text'] as const;
export const SEARCH_BOOST = { title: 4, keywords: 3, summary: 2, text: 1 };
/** What a result shows without loading the page. */
export const STORED_FIELDS = ['title', 'summary', 'path', 'kind'] as const;
