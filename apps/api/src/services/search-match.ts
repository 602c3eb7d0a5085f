import { FEATURE_BITS, labelMaskOf, NEW_LISTING_DAYS, OWNER_ROLE } from '../domain/attributes.ts';
import type { BusinessFloorId } from '../domain/business-floors.ts';
import {
  FARMHOUSE_MIN_AREA,
  FARMLAND_CATEGORY,
  LARGE_LAND_AREA,
  type LandSpecial,
} from '../domain/land-zones.ts';
import {
  daysBefore,
  EXPIRED_AFTER_DAYS,
  type ListingStatus,
  RECENTLY_CONFIRMED_DAYS,
} from '../domain/listing-status.ts';
import { SECTION_RULES } from '../domain/sections.ts';
import { columnBound, type WholeColumn } from './listing-search.ts';
import { type LocationCatalog, stationsOfLines } from './location-catalog.ts';
import type { Range, SearchFilters } from './search-params.ts';

/** The columns of a listing that a search looks at, as the database holds them. */
export interface MatchableListing {
  section: string;
  status: ListingStatus;
  confirmedAt: Date | null;
  postedAt: Date;
  regionId: number;
  districtId: number;
  type: number;
  kind: number;
  price: number;
  area: number;
  unitPrice: number | null;
  age: number | null;
  rooms: number;
  buildingType: number | null;
  features: number;
  labels: number;
  stationId: number | null;
  universityId: number | null;
  circleId: number | null;
  keywords: string;
  posterRole: number;
  landZone: number | null;
  landCategory: number | null;
  roadWidth: number | null;
  frontage: number | null;
  auctionRound: number | null;
  floor: number | null;
  lat: number;
  lng: number;
}

/** The search filters a saved search keeps: everything but the order and the page. */
export type MatchFilters = Omit<SearchFilters, 'order' | 'direction' | 'page' | 'pageSize'>;

/** `real` columns hold single-precision numbers, and the database compares those. */
const single = (value: number | null) => (value === null ? null : Math.fround(value));

function inRanges(value: number | null, ranges: Range[] | undefined, whole?: WholeColumn) {
  if (!ranges) return true;
  if (value === null) return false;
  return ranges.some(
    (range) =>
      (range.lower === null || value >= columnBound(range.lower, 'lower', whole)) &&
      (range.upper === null || value <= columnBound(range.upper, 'upper', whole)),
  );
}

const inList = <T>(value: T | null, list: readonly T[] | undefined) =>
  !list || (value !== null && list.includes(value));

const SPECIAL_TESTS: Record<LandSpecial, (listing: MatchableListing) => boolean> = {
  foreclosure: (listing) => listing.auctionRound !== null,
  farmhouse: (listing) =>
    listing.landCategory === FARMLAND_CATEGORY && listing.area >= FARMHOUSE_MIN_AREA,
  large: (listing) => listing.area >= LARGE_LAND_AREA,
};

const FLOOR_TESTS: Record<BusinessFloorId, (floor: number) => boolean> = {
  1: (floor) => floor === 1,
  2: (floor) => floor >= 2,
  3: (floor) => floor < 0,
};

function roomsMatch(rooms: number, wanted: number[] | undefined) {
  return !wanted || wanted.some((count) => (count >= 4 ? rooms >= 4 : rooms === count));
}

/** Whether a listing is one the list would show for these filters, now: the list's own rules. */
export function matchesSearch(
  filters: MatchFilters,
  listing: MatchableListing,
  catalog: LocationCatalog,
  now = new Date(),
): boolean {
  const findable =
    listing.status === 'active' &&
    (listing.confirmedAt === null || listing.confirmedAt >= daysBefore(now, EXPIRED_AFTER_DAYS));
  if (!findable || listing.section !== filters.section) return false;
  if (filters.region !== undefined && listing.regionId !== filters.region) return false;
  const typed = SECTION_RULES[filters.section].types.length > 1 && filters.type !== undefined;
  if (typed && listing.type !== filters.type) return false;
  const labelMask = labelMaskOf(filters.labels);
  const lineStations = stationsOfLines(catalog, filters.lines);
  const keyword = filters.keyword?.toLowerCase();
  return (
    inList(listing.districtId, filters.districts) &&
    inList(listing.kind, filters.kinds) &&
    inRanges(listing.price, filters.price, 'integer') &&
    inRanges(listing.area, filters.area) &&
    inRanges(listing.unitPrice, filters.unitPrice) &&
    inRanges(listing.age, filters.age, 'smallint') &&
    roomsMatch(listing.rooms, filters.rooms) &&
    inList(listing.buildingType, filters.buildingTypes) &&
    (filters.features ?? []).every((code) => (listing.features & FEATURE_BITS[code]) !== 0) &&
    (!filters.newOnly || listing.postedAt >= daysBefore(now, NEW_LISTING_DAYS)) &&
    (!filters.recentlyConfirmed ||
      (listing.confirmedAt !== null &&
        listing.confirmedAt >= daysBefore(now, RECENTLY_CONFIRMED_DAYS))) &&
    (!filters.nearMetro || listing.stationId !== null) &&
    inList(listing.stationId, filters.stations) &&
    inList(listing.stationId, lineStations) &&
    (filters.schools === 'any'
      ? listing.universityId !== null
      : inList(listing.universityId, filters.schools)) &&
    inList(listing.circleId, filters.circles) &&
    (!keyword || listing.keywords.toLowerCase().includes(keyword)) &&
    (!filters.ownerOnly || listing.posterRole === OWNER_ROLE) &&
    (labelMask === 0 || (listing.labels & labelMask) !== 0) &&
    inList(listing.landZone, filters.zones) &&
    inRanges(single(listing.roadWidth), filters.roadWidth) &&
    (!filters.specials || filters.specials.some((special) => SPECIAL_TESTS[special](listing))) &&
    (!filters.floors ||
      (listing.floor !== null &&
        filters.floors.some((floor) => FLOOR_TESTS[floor as BusinessFloorId](listing.floor!)))) &&
    inRanges(single(listing.frontage), filters.frontage) &&
    (!filters.box ||
      (listing.lng >= filters.box.west &&
        listing.lng <= filters.box.east &&
        listing.lat >= filters.box.south &&
        listing.lat <= filters.box.north))
  );
}
