import {
  buildTypeName,
  NEW_BUILD_PURPOSES,
  NEW_BUILD_ROOMS,
  NEW_BUILD_SHAPES,
  NEW_BUILD_UNIT_PRICE_BANDS,
  newBuildPriceBands,
} from '@591/config';
import { NewBuildsQuery } from '@591/contract';
import type { FastifyRequest } from 'fastify';
import type { savedSearches } from '../db/schema/index.ts';
import type { MatchFilters } from '../domain/search-filters.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { newBuildConditions } from './new-build-search.ts';

/** What a saved new-build search keeps of the list's query: its filters, not its order or page. */
export type NewBuildFilters = Omit<NewBuildsQuery, 'order' | 'page' | 'pageSize' | 'vr'>;

type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * A saved search of the new-build list (section newhouse) keeps the list's filters in the
 * same column as the listing lists' own, which is typed for those: read and written here only.
 */
export const newBuildFiltersOf = (row: Pick<SavedSearchRow, 'filters'>) =>
  row.filters as unknown as NewBuildFilters;
const stored = (filters: NewBuildFilters) => filters as unknown as MatchFilters;

/** A list URL's query, one value per name: the new-build list takes no repeated filter. */
const queryObject = (query: string) => Object.fromEntries(new URLSearchParams(query));

/**
 * The new-build list's query read as the list reads it (the same coercion, the same 400s
 * and 404s), as a saved search: its filters, its key (equal for equal searches) and its
 * index column.
 */
export function newBuildSavedSearch(
  request: FastifyRequest,
  query: string,
  catalog: LocationCatalog,
) {
  const validate = request.compileValidationSchema(NewBuildsQuery, 'querystring');
  const params = queryObject(query);
  if (!validate(params)) {
    const [first] = validate.errors ?? [];
    throw new HttpError(400, `query${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`);
  }
  const {
    order: _order,
    page: _page,
    pageSize: _pageSize,
    vr: _vr,
    ...filters
  } = params as unknown as NewBuildsQuery;
  newBuildConditions(filters as NewBuildsQuery, catalog);
  const words = filters.keyword?.trim().toLowerCase();
  const kept: NewBuildFilters = { ...filters, ...(words ? { keyword: words } : {}) };
  if (!words) delete kept.keyword;
  const key = Object.keys(kept)
    .sort()
    .map((name) => `${name}=${kept[name as keyof NewBuildFilters]}`)
    .join('&');
  return {
    filters: stored(kept),
    searchKey: `newhouse:${key}`,
    regionId: kept.regionid,
    kinds: null,
    priceMin: null,
    priceMax: null,
  };
}

const nameOf = (options: readonly { id: string | number; name: string }[], id: unknown) =>
  options.find((option) => String(option.id) === String(id))?.name;

/** 台北市 大安區 預售屋 2房 50-70萬/坪: a saved new-build search in words. */
export function newBuildSearchSummary(filters: NewBuildFilters, catalog: LocationCatalog): string {
  const station =
    filters.station === undefined ? undefined : catalog.stationById.get(filters.station);
  const parts = [
    catalog.regionById.get(filters.regionid)?.name,
    filters.sectionid === undefined ? undefined : catalog.districtById.get(filters.sectionid)?.name,
    '新建案',
    filters.build_type === undefined ? undefined : buildTypeName(filters.build_type),
    filters.now ? '最新公開' : undefined,
    filters.type ? '捷運宅' : undefined,
    filters.mrtline === undefined ? undefined : catalog.lineById.get(filters.mrtline)?.name,
    station && `${station.name}站`,
    nameOf(NEW_BUILD_UNIT_PRICE_BANDS, filters.unitprice),
    filters.price === undefined
      ? undefined
      : newBuildPriceBands(filters.regionid)[filters.price]?.name,
    nameOf(NEW_BUILD_ROOMS, filters.rooms),
    nameOf(NEW_BUILD_SHAPES, filters.shape),
    nameOf(NEW_BUILD_PURPOSES, filters.purpose),
    filters.tag,
    filters.keyword && `「${filters.keyword}」`,
  ];
  return parts.filter(Boolean).join(' ');
}
