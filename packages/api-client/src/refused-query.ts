import type { ListingFilters, ListingPage, Section } from '@591/contract';
import { fetchFilters, searchListings } from './listings.ts';

/** Whether a call failed because the API refused its query (400): a hand-edited URL. */
export function isRefusedQuery(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 400;
}

/**
 * What a loader's call answers, or `fallback` when the API refused the query, so a page with a
 * bad value in its URL says so rather than failing. Other errors fail the page as ever.
 */
export async function unlessRefused<T>(
  call: Promise<T>,
  fallback: () => Promise<T> | T,
): Promise<{ value: T; refused: boolean }> {
  try {
    return { value: await call, refused: false };
  } catch (error) {
    if (!isRefusedQuery(error)) throw error;
    return { value: await fallback(), refused: true };
  }
}

/** The page a refused search shows: nothing found. */
const NO_LISTINGS: ListingPage = { total: 0, page: 1, pageSize: 30, items: [] };

/**
 * A list's search: its page of results, or none and `invalid` when the API refused the query
 * (every list says 搜尋條件有誤 then, with a way back to the plain list).
 */
export async function searchUnlessRefused(
  section: Section,
  query: URLSearchParams,
): Promise<{ results: ListingPage; invalid: boolean }> {
  const { value, refused } = await unlessRefused(searchListings(section, query), () => NO_LISTINGS);
  return { results: value, invalid: refused };
}

/**
 * A list's filter choices, or, when the API refused the query (a kind the section does not
 * have), the region's own choices, marked refused.
 */
export function filtersUnlessRefused(
  section: Section,
  params: URLSearchParams,
  regionId: number,
): Promise<{ value: ListingFilters; refused: boolean }> {
  return unlessRefused(fetchFilters(section, params), () =>
    fetchFilters(section, new URLSearchParams({ region: String(regionId) })),
  );
}
