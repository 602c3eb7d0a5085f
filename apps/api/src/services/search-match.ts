import { type ListingStatus, sectionRules } from '@591/config';
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
  RECENTLY_CONFIRMED_DAYS,
} from '../domain/listing-status.ts';
import type { MatchFilters, Range } from '../domain/search-filters.ts';
import { columnBound, type WholeColumn } from './listing-search.ts';
import { type LocationCatalog, stationsOfLines } from './location-catalog.ts';

/**
 * The columns of a listing a section's map index holds (`listings_{section}_map_idx`, active
 * listings only), and so what a region's points in memory hold for filtered maps.
 */
export interface IndexedListing {
  section: string;
  status: ListingStatus;
  confirmedAt: Date | null;
  regionId: number;
  type: number;
  kind: number;
  price: number;
  area: number;
  age: number | null;
  rooms: number;
  stationId: number | null;
  posterRole: number;
}

/** The columns of a listing that a search looks at, as the database holds them. */
export interface MatchableListing extends IndexedListing {
  postedAt: Date;
  districtId: number;
  unitPrice: number | null;
  buildingType: number | null;
  features: number;
  labels: number;
  universityId: number | null;
  circleId: number | null;
  keywords: string;
  landZone: number | null;
  landCategory: number | null;
  roadWidth: number | null;
  frontage: number | null;
  auctionRound: number | null;
  floor: number | null;
  lat: number;
  lng: number;
  /** 開價 ÷ 行情 of a home for sale; null where no deals measure it. */
  marketRatio: number | null;
}

/** `real` columns hold single-precision numbers, and the database compares those. */
const single = (value: number | null) => (value === null ? null : Math.fround(value));

// Loops rather than some(): these run for every listing of a city on a filtered map.
function inRanges(value: number | null, ranges: Range[] | undefined, whole?: WholeColumn) {
  if (!ranges) return true;
  if (value === null) return false;
  for (const range of ranges) {
    if (
      (range.lower === null || value >= columnBound(range.lower, 'lower', whole)) &&
      (range.upper === null || value <= columnBound(range.upper, 'upper', whole))
    ) {
      return true;
    }
  }
  return false;
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
  if (!wanted) return true;
  for (const count of wanted) if (count >= 4 ? rooms >= 4 : rooms === count) return true;
  return false;
}

/** The filters IndexedMatcher answers alone: on the map index's columns, and the page's own. */
const INDEXED_FILTERS = new Set<string>([
  'section',
  'region',
  'type',
  'kinds',
  'price',
  'area',
  'age',
  'rooms',
  'recentlyConfirmed',
  'nearMetro',
  'stations',
  'lines',
  'ownerOnly',
  'order',
  'direction',
  'page',
  'pageSize',
]);

/** Whether every filter set is on a column of the map index (a flag left off sets none). */
export const onlyIndexed = (filters: MatchFilters) =>
  Object.entries(filters).every(
    ([key, value]) => value === undefined || value === false || INDEXED_FILTERS.has(key),
  );

/**
 * The test of the filters on the map index's columns, now, made once for many listings (a
 * region's points in memory): the whole of matchesSearch when onlyIndexed(filters). A class,
 * so that every filter's test is the same function to the JIT: a loop over a city's listings
 * stays optimised from one filter to the next.
 */
export class IndexedMatcher {
  private readonly findableFrom: number;
  private readonly recentFrom: number;
  private readonly type: number | undefined;
  private readonly lineStations: number[] | undefined;

  constructor(
    private readonly filters: MatchFilters,
    catalog: LocationCatalog,
    now = new Date(),
  ) {
    this.findableFrom = daysBefore(now, EXPIRED_AFTER_DAYS).getTime();
    this.recentFrom = daysBefore(now, RECENTLY_CONFIRMED_DAYS).getTime();
    // Sections with a single type need no type condition.
    this.type = sectionRules(filters.section).types.length > 1 ? filters.type : undefined;
    this.lineStations = stationsOfLines(catalog, filters.lines);
  }

  matches(listing: IndexedListing): boolean {
    const { filters } = this;
    return (
      listing.status === 'active' &&
      (listing.confirmedAt === null || listing.confirmedAt.getTime() >= this.findableFrom) &&
      listing.section === filters.section &&
      (filters.region === undefined || listing.regionId === filters.region) &&
      (this.type === undefined || listing.type === this.type) &&
      inList(listing.kind, filters.kinds) &&
      inRanges(listing.price, filters.price, 'integer') &&
      inRanges(listing.area, filters.area) &&
      inRanges(listing.age, filters.age, 'smallint') &&
      roomsMatch(listing.rooms, filters.rooms) &&
      (!filters.recentlyConfirmed ||
        (listing.confirmedAt !== null && listing.confirmedAt.getTime() >= this.recentFrom)) &&
      (!filters.nearMetro || listing.stationId !== null) &&
      inList(listing.stationId, filters.stations) &&
      inList(listing.stationId, this.lineStations) &&
      (!filters.ownerOnly || listing.posterRole === OWNER_ROLE)
    );
  }
}

/** Whether a listing is one the list would show for these filters, now: the list's own rules. */
export function matchesSearch(
  filters: MatchFilters,
  listing: MatchableListing,
  catalog: LocationCatalog,
  now = new Date(),
): boolean {
  if (!new IndexedMatcher(filters, catalog, now).matches(listing)) return false;
  const labelMask = labelMaskOf(filters.labels);
  const keyword = filters.keyword?.toLowerCase();
  return (
    inList(listing.districtId, filters.districts) &&
    inRanges(listing.unitPrice, filters.unitPrice) &&
    inList(listing.buildingType, filters.buildingTypes) &&
    (filters.features ?? []).every((code) => (listing.features & FEATURE_BITS[code]) !== 0) &&
    (!filters.newOnly || listing.postedAt >= daysBefore(now, NEW_LISTING_DAYS)) &&
    (filters.schools === 'any'
      ? listing.universityId !== null
      : inList(listing.universityId, filters.schools)) &&
    inList(listing.circleId, filters.circles) &&
    (!keyword || listing.keywords.toLowerCase().includes(keyword)) &&
    (labelMask === 0 || (listing.labels & labelMask) !== 0) &&
    inList(listing.landZone, filters.zones) &&
    inRanges(single(listing.roadWidth), filters.roadWidth) &&
    (!filters.specials || filters.specials.some((special) => SPECIAL_TESTS[special](listing))) &&
    (!filters.floors ||
      (listing.floor !== null &&
        filters.floors.some((floor) => FLOOR_TESTS[floor as BusinessFloorId](listing.floor!)))) &&
    inRanges(single(listing.frontage), filters.frontage) &&
    (!filters.belowMarket || (listing.marketRatio !== null && listing.marketRatio < 1)) &&
    (!filters.box ||
      (listing.lng >= filters.box.west &&
        listing.lng <= filters.box.east &&
        listing.lat >= filters.box.south &&
        listing.lat <= filters.box.north))
  );
}
