import { propertyNotFound } from '@591/router';
import { type DetailPageData, loadListing } from '@591/ui';

/** The listing types each detail route shows: transfers are leased, so they are rentals. */
export const DEAL_TYPES = { rent: [1, 6], sale: [2] } as const;

export type Deal = keyof typeof DEAL_TYPES;

/**
 * A business listing of the route's deal; a bad id, another section's listing or the other
 * deal's is the 404, with page type home as the specification says for business details.
 */
export async function loadBusinessDetail(
  rawId: string | undefined,
  deal: Deal,
): Promise<DetailPageData> {
  const data = await loadListing(rawId, { section: 'business', pageType: 'home' });
  if (!(DEAL_TYPES[deal] as readonly number[]).includes(data.listing.type)) {
    throw propertyNotFound('home');
  }
  return data;
}
