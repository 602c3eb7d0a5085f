import type { ListingDetail } from '@591/api-client';
import { propertyNotFound } from '@591/router';
import { loadListing } from '@591/ui';

export interface BusinessDetailData {
  id: number;
  listing: ListingDetail;
}

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
): Promise<BusinessDetailData> {
  const data = await loadListing(rawId, { section: 'business', pageType: 'home' });
  if (!(DEAL_TYPES[deal] as readonly number[]).includes(data.listing.type)) {
    throw propertyNotFound('home');
  }
  return data;
}
