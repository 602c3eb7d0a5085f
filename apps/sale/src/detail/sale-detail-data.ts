import { type DetailPageData, loadListing } from '@591/ui';

/** A sale listing (404 for anything else); listings like it load on the page itself. */
export function loadSaleDetail(rawId: string | undefined): Promise<DetailPageData> {
  return loadListing(rawId, { section: 'sale', pageType: 'sale' });
}
