import MiniSearch from 'minisearch';
import { SEARCH_BOOST, SEARCH_FIELDS, STORED_FIELDS, searchTermsOf } from './search-terms.ts';

export interface SearchHit {
  path: string;
  title: string;
  summary: string;
}

let index: Promise<MiniSearch> | undefined;

/** The index is built with the app (content-plugin.ts) and loaded on the first search only. */
function loadIndex(): Promise<MiniSearch> {
  index ??= import('virtual:help-search-index').then(({ default: json }) =>
    MiniSearch.loadJSON(json, {
      fields: [...SEARCH_FIELDS],
      storeFields: [...STORED_FIELDS],
      tokenize: searchTermsOf,
    }),
  );
  return index;
}

/** The pages that hold every term of the query, best first. */
export async function searchHelp(query: string): Promise<SearchHit[]> {
  if (!searchTermsOf(query).length) return [];
  const search = await loadIndex();
  return search
    .search(query, {
      combineWith: 'AND',
      boost: SEARCH_BOOST,
      // One character (租, 賣) matches the pairs that start with it.
      prefix: (term) => term.length === 1,
    })
    .map((hit) => ({ path: hit.path, title: hit.title, summary: hit.summary }));
}
