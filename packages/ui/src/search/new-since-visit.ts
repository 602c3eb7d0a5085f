import { originOf } from '@591/config';
import { create } from 'zustand';

/** On a list's address, the saved search it was opened as: its new listings are marked. */
export const SAVED_SEARCH_PARAM = 'subscription';

/** The listings new since the member last opened the saved search the list shows. */
export const useNewSinceVisit = create<{ ids: ReadonlySet<number> }>(() => ({ ids: new Set() }));

/** A saved search's results on its section's host, opened as that search. */
export function savedSearchHref(search: { id: number; section: string; listPath: string }) {
  const url = new URL(search.listPath, originOf(search.section as 'rent'));
  url.searchParams.set(SAVED_SEARCH_PARAM, String(search.id));
  return url.href;
}
