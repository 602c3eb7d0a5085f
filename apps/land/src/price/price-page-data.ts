import {
  fetchPriceRecords,
  fetchPriceTrends,
  isRefusedQuery,
  type PriceRecordPage,
  type PriceTrends,
} from '@591/api-client';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';
import { type PriceSearch, parsePriceSearch, priceApiQueries } from './price-search.ts';

/** The price page's loader data: the trend and one page of records of a region or district. */
export interface PricePage extends RegionSearchData<PriceSearch> {
  trends: PriceTrends;
  records: PriceRecordPage;
}

export async function loadPricePage(params: URLSearchParams): Promise<PricePage> {
  const { search: asked, region, invalid } = await loadRegionSearch(parsePriceSearch(params));
  const queries = priceApiQueries(asked);
  try {
    const [trends, records] = await Promise.all([
      fetchPriceTrends(queries.trends),
      fetchPriceRecords(queries.records),
    ]);
    return { search: asked, region, trends, records, invalid };
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
