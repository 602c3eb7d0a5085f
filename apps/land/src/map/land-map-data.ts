import {
  fetchPriceRecords,
  fetchRegion,
  type ListingPage,
  type PriceRecordPage,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { type ListedBox, listedBoxQuery, regionBox } from '@591/map';
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
 * The region (its districts place the map when the URL has no view), then the page of land
 * listings or price records for the box a wide map shows. A URL naming a region or mode that
 * does not exist lists nothing: the page says what is wrong.
 */
export async function loadLandMap(params: URLSearchParams): Promise<LandMapPage> {
  const search = parseMapSearch(params);
  const region = await fetchRegion(search.regionId);
  if (!search.valid) return { search, region, mode: search.mode, listed: null };
  const { query, listed } = listedBoxQuery(
    params,
    regionBox(region.districts),
    landMapApiSearch(search),
  );
  if (search.mode === 'in-sale') {
    const results = await searchListings('land', query);
    return { search, region, mode: 'in-sale', listed: { ...listed, results } };
  }
  const results = await fetchPriceRecords(query);
  return { search, region, mode: 'real-price', listed: { ...listed, results } };
}
