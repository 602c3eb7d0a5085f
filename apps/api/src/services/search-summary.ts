import { listingKindName, listingTypeName, priceUnitOf, sectionOf } from '@591/config';
import { FEATURES, LABELS } from '../domain/attributes.ts';
import type { MatchFilters, Range } from '../domain/search-filters.ts';
import type { LocationCatalog } from './location-catalog.ts';

const thousands = (value: number) => value.toLocaleString('en-US');

/** 10,000-20,000元, 1,000萬以上, 5坪以下. */
export function rangeText(range: Range, unit: string): string {
  const { lower, upper } = range;
  if (lower !== null && upper !== null) return `${thousands(lower)}-${thousands(upper)}${unit}`;
  if (lower !== null) return `${thousands(lower)}${unit}以上`;
  return `${thousands(upper ?? 0)}${unit}以下`;
}

/**
 * A saved search as a member reads it in 我的訂閱: 台北市 大安區 獨立套房 10,000-20,000元.
 * Place first, then what and how much, then the rest of the filters by name.
 */
export function searchSummary(filters: MatchFilters, catalog: LocationCatalog): string {
  const unit =
    priceUnitOf(filters.type ?? (filters.section === 'rent' ? 1 : 2)) === '萬' ? '萬' : '元';
  const featureNames = new Map<string, string>(
    FEATURES.map((feature) => [feature.code, feature.name]),
  );
  const parts = [
    filters.region === undefined ? '全台' : catalog.regionById.get(filters.region)?.name,
    ...(filters.districts ?? []).map((id) => catalog.districtById.get(id)?.name),
    filters.box ? '地圖範圍內' : undefined,
    filters.section === 'land' || filters.section === 'business'
      ? filters.type && listingTypeName(filters.type)
      : undefined,
    ...(filters.kinds ?? []).map((kind) => listingKindName(kind)),
    filters.kinds ? undefined : sectionOf(filters.section).name,
    ...(filters.price ?? []).map((range) => rangeText(range, unit)),
    ...(filters.area ?? []).map((range) => rangeText(range, '坪')),
    filters.ownerOnly ? (filters.section === 'rent' ? '屋主直租' : '屋主自售') : undefined,
    filters.belowMarket ? '開價低於行情' : undefined,
    ...(filters.labels ?? []).map((id) => LABELS.find((label) => label.id === id)?.name),
    filters.newOnly ? '新上架' : undefined,
    filters.nearMetro ? '近捷運' : undefined,
    ...(filters.stations ?? []).map((id) => catalog.stationById.get(id)?.name),
    ...(filters.features ?? []).map((code) => featureNames.get(code)),
    filters.keyword && `「${filters.keyword}」`,
  ];
  return parts.filter(Boolean).join(' ');
}
