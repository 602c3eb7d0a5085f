import {
  fetchPriceRecords,
  fetchPriceTrends,
  fetchRegion,
  isRefusedQuery,
  type PriceRecordPage,
  type PriceTrends,
  type RegionWithDistricts,
} from '@591/api-client';
import { type PriceSearch, parsePriceSearch, priceApiQueries } from './price-search.ts';

/** The price page's loader data: the trend and one page of records of a region or district. */
export interface PricePage {
  search: PriceSearch;
  region: RegionWithDistricts;
  trends: PriceTrends;
  records: PriceRecordPage;
  /** The API refused the URL's district (not one of the region's): the page says so. */
  invalid: boolean;
}

export async function loadPricePage(params: URLSearchParams): Promise<PricePage> {
  const search = parsePriceSearch(params);
  const region = await fetchRegion(search.regionId);
  const known = region.districts.some((district) => district.id === search.sectionId);
  const asked = known ? search : { ...search, sectionId: null };
  const queries = priceApiQueries(asked);
  try {
    const [trends, records] = await Promise.all([
      fetchPriceTrends(queries.trends),
      fetchPriceRecords(queries.records),
    ]);
    return { search: asked, region, trends, records, invalid: search.sectionId !== null && !known };
  } catch (error) {
    if (!isRefusedQuery(error)) throw error;
    return {
      search: asked,
      region,
      trends: { regionId: region.id, sample: false, unit: '萬/坪', quarters: [] },
      records: { total: 0, page: 1, pageSize: 0, items: [], sample: false },
      invalid: true,
    };
  }
}
