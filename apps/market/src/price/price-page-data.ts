import {
  type DealDistricts,
  type DealPage,
  type DealTrend,
  fetchDealDistricts,
  fetchDeals,
  fetchDealTrend,
  fetchRegion,
  isRefusedQuery,
  type RegionWithDistricts,
} from '@591/api-client';
import { REAL_PRICE_SOURCE } from '@591/config';
import { type DealSearch, dealApiQuery, PAGE_SIZE, parseDealSearch } from './deal-search.ts';

/** The 實價登錄 page's loader data: a page of deals of a region or district, and their trend. */
export interface PricePageData {
  search: DealSearch;
  region: RegionWithDistricts;
  deals: DealPage;
  trend: DealTrend;
  /** The region's deals of the same filters by district, for the map. */
  districts: DealDistricts;
  /** The URL named a district of another region: the page says so and shows the region. */
  invalid: boolean;
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
  const search = parseDealSearch(params);
  const region = await fetchRegion(search.regionId);
  const known = region.districts.some((district) => district.id === search.sectionId);
  const asked = known ? search : { ...search, sectionId: null };
  const invalid = search.sectionId !== null && !known;
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
