import type { ListingDetail } from '@591/api-client';
import { loadListing } from '@591/ui';

export interface SaleDetail {
  id: number;
  listing: ListingDetail;
}

/** A sale listing (404 for anything else); listings like it load on the page itself. */
export function loadSaleDetail(rawId: string | undefined): Promise<SaleDetail> {
  return loadListing(rawId, { section: 'sale', pageType: 'sale' });
}
