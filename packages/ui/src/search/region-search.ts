import { fetchRegion, type RegionWithDistricts } from '@591/api-client';

/** A search of a region, narrowed to one of its districts (`sectionid`) or not. */
export interface RegionSearch {
  regionId: number;
  sectionId: number | null;
}

/** A list's search with its region, as the list pages of a host of their own load it. */
export interface RegionSearchData<Search extends RegionSearch> {
  search: Search;
  region: RegionWithDistricts;
  /** The URL named a district of another region: the page says so and shows the region. */
  invalid: boolean;
}

/**
 * The region a search names, and the search itself; a district that is not the region's is
 * dropped, so the list shows the whole region and says why.
 */
export async function loadRegionSearch<Search extends RegionSearch>(
  asked: Search,
): Promise<RegionSearchData<Search>> {
  const region = await fetchRegion(asked.regionId);
  const known = region.districts.some((district) => district.id === asked.sectionId);
  return {
    search: known ? asked : { ...asked, sectionId: null },
    region,
    invalid: asked.sectionId !== null && !known,
  };
}

/** 台北市 or 台北市大安區: the place a search is about. */
export function placeName({
  region,
  search,
}: {
  region: RegionWithDistricts;
  search: { sectionId: number | null };
}): string {
  const district = region.districts.find((candidate) => candidate.id === search.sectionId);
  return `${region.name}${district?.name ?? ''}`;
}
