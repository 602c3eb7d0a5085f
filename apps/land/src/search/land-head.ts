import type { FilterOption, RegionWithDistricts } from '@591/api-client';
import { formatThousands, listingTypeName } from '@591/config';
import type { PageHead } from '@591/router';
import { type LandSearch, parseLandSearch } from './land-search.ts';
import type { LandFilters } from './land-types.ts';

export const LAND_SITE_NAME = '591土地';

const namesOf = (ids: string[], options: readonly FilterOption[] | undefined) =>
  ids
    .map((id) => options?.find((option) => String(option.id) === id)?.name)
    .filter(Boolean)
    .join('・');

/** 台北市土地出售 or 新北市土地出租: what the list is, as its heading says. */
export function listName(regionName: string, search: Pick<LandSearch, 'type'>): string {
  return `${regionName}土地${listingTypeName(search.type)}`;
}

/** What the search is, in words: 台北市大安區 土地出售 第一種住宅區 法拍土地 「復興」. */
export function searchSummary(
  region: Pick<RegionWithDistricts, 'name' | 'districts'>,
  filters: LandFilters,
  params: URLSearchParams,
): string {
  const search = parseLandSearch(params);
  const districts = namesOf(search.sections, region.districts);
  return [
    `${region.name}${districts}`,
    `土地${listingTypeName(search.type)}`,
    namesOf(search.zones, filters.zones),
    namesOf(search.specials, filters.specials),
    search.keyword && `「${search.keyword}」`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Each search has a title and description of its own: shared links and results read well. */
export function landListHead(data: {
  search: string;
  region: Pick<RegionWithDistricts, 'name' | 'districts'>;
  filters: LandFilters;
  results: { total: number };
}): PageHead {
  const summary = searchSummary(data.region, data.filters, new URLSearchParams(data.search));
  const total = formatThousands(data.results.total);
  return {
    title: `${summary}，共 ${total} 筆 - ${LAND_SITE_NAME}`,
    description: `${summary}共 ${total} 筆：依行政區、使用分區、臨路路寬、總價、坪數與單價篩選，法拍土地、農地與大面積土地一次找齊。`,
  };
}
