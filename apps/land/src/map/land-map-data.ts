import {
  fetchPriceRecords,
  fetchRegion,
  type ListingPage,
  type PriceRecordPage,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { type ListedBox, listedBoxQuery } from '@591/map';
import { landMapApiSearch, type MapSearch, parseMapSearch } from './map-search.ts';

/** The land map's loader data: the URL checked, and the first page of what the map shows. */
export type LandMapPage = {
  search: MapSearch;
  region: RegionWithDistricts;
} & (
  | { mode: 'in-sale'; listed: ListedBox<ListingPage> | null }
  | { mode: 'real-price'; listed: ListedBox<PriceRecordPage> | null }
);

/**
 * The region (its districts place the map when the URL has no view) and the first page of land
 * listings or price records, side by side. A URL naming a region or mode that does not exist
 * lists nothing: the page says what is wrong.
 */
export async function loadLandMap(params: URLSearchParams): Promise<LandMapPage> {
  const search = parseMapSearch(params);
  if (!search.valid) {
    return { search, region: await fetchRegion(search.regionId), mode: search.mode, listed: null };
  }
  const { query, listed } = listedBoxQuery(params, landMapApiSearch(search));
  if (search.mode === 'in-sale') {
    const [region, results] = await Promise.all([
      fetchRegion(search.regionId),
      searchListings('land', query),
    ]);
    return { search, region, mode: 'in-sale', listed: { ...listed, results } };
  }
  const [region, results] = await Promise.all([
    fetchRegion(search.regionId),
    fetchPriceRecords(query),
  ]);
  return { search, region, mode: 'real-price', listed: { ...listed, results } };
}
