import { fetchListing, type ListingDetail, type Section } from '@591/api-client';
import { type PageType, propertyNotFound, requireNumericId } from '@591/router';

/** 1 for rent, 2 for sale, as the API's listing `type`. */
export type ListingType = 1 | 2;

/**
 * A detail route's listing: the id must be a listing id, and the listing must exist in this
 * section (and be for rent or sale as the route says); anything else is the page type's 404.
 */
export async function loadListing(
  rawId: string | undefined,
  { section, pageType, type }: { section: Section; pageType: PageType; type?: ListingType },
): Promise<{ id: number; listing: ListingDetail }> {
  const id = requireNumericId(rawId, pageType);
  const listing = await fetchListing(id);
  if (!listing || listing.section !== section || (type && listing.type !== type)) {
    throw propertyNotFound(pageType);
  }
  return { id, listing };
}
