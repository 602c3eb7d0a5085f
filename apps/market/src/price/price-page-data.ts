import {
  type DealDistricts,
  type DealPage,
  type DealTrend,
  fetchDealDistricts,
  fetchDeals,
  fetchDealTrend,
  isRefusedQuery,
} from '@591/api-client';
import { REAL_PRICE_SOURCE } from '@591/config';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';
import { type DealSearch, dealApiQuery, PAGE_SIZE, parseDealSearch } from './deal-search.ts';

/** The 實價登錄 page's loader data: a page of deals of a region or district, and their trend. */
export interface PricePageData extends RegionSearchData<DealSearch> {
  deals: DealPage;
  trend: DealTrend;
  /** The region's deals of the same filters by district, for the map. */
  districts: DealDistricts;
}

const NO_DEALS = (page: number): DealPage => ({
  total: 0,
  page,
  pageSize: PAGE_SIZE,
  items: [],
  source: { ...REAL_PRICE_SOURCE },
  sample: false,
});

export async function loadPricePage(params: URLSearchParams): Promise<PricePageData> {
  const { search: asked, region, invalid } = await loadRegionSearch(parseDealSearch(params));
  try {
    const [deals, trend, districts] = await Promise.all([
      fetchDeals(dealApiQuery(asked)),
      fetchDealTrend(dealApiQuery(asked, { page: false })),
      fetchDealDistricts(dealApiQuery(asked, { page: false })),
    ]);
    return { search: asked, region, deals, trend, districts, invalid };
  } catch (error) {
    if (!isRefusedQuery(error)) throw error;
    const source = { ...REAL_PRICE_SOURCE };
    const trend = { months: [], source, sample: false };
    const districts = { districts: [], source, sample: false };
    return { search: asked, region, deals: NO_DEALS(asked.page), trend, districts, invalid: true };
  }
}
