import { currentSite, originOf, type Site } from './hosts.ts';
import { LISTING_TYPE } from './listing-types.ts';
import type { Section } from './sections.ts';

/**
 * A listing's detail page on its section's own host, as the section apps' routes have it:
 * /{id} on rent and sale; /rent/{id} or /sale/{id} on land and business, where a shop
 * transfer (type 6) is leased at a monthly rent, so shown as a rental.
 */
export function listingDetailPath(listing: { section: Section; id: number; type: number }): string {
  if (listing.section === 'rent' || listing.section === 'sale') return `/${listing.id}`;
  return `/${listing.type === LISTING_TYPE.sale ? 'sale' : 'rent'}/${listing.id}`;
}

/** The full address of a listing's detail page, for links from another subdomain. */
export function listingDetailUrl(
  listing: { section: Section; id: number; type: number },
  site: Site = currentSite(),
): string {
  return `${originOf(listing.section, site)}${listingDetailPath(listing)}`;
}

/** On a list's address, the saved search it was opened as: the list marks its new listings. */
export const SAVED_SEARCH_PARAM = 'subscription';

/** A saved search's results on its section's own host (newhouse for 新建案), opened as that search. */
export function savedSearchUrl(
  search: { id: number; section: Section | 'newhouse'; listPath: string },
  site: Site = currentSite(),
): string {
  const url = new URL(search.listPath, originOf(search.section, site));
  url.searchParams.set(SAVED_SEARCH_PARAM, String(search.id));
  return url.href;
}
