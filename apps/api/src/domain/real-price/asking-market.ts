import { REAL_PRICE_BUILDING_TYPES, type RealPriceBuildingType } from '@591/config';

/** How far back a listing's 議價空間 looks: two years of deals before the region's newest. */
export const ASKING_MARKET_MONTHS = 24;

/** Fewer deals than this are too few for a figure: the listing says how many there are. */
export const ASKING_MARKET_MIN_DEALS = 3;

/**
 * The deals a sale listing's asking price is measured against, narrowest first: its community
 * (by door number), its road and building type, its district.
 */
export type AskingMarketScope = 'community' | 'road' | 'district';

/** What listings.market keeps (refreshListingMarkets); prices in 萬/坪 without parking. */
export interface AskingMarket {
  scope: AskingMarketScope;
  /** The deals behind the figure (homes priced without parking, special deals left out). */
  deals: number;
  /** Null when `deals` is below ASKING_MARKET_MIN_DEALS. */
  median: number | null;
  low: number | null;
  high: number | null;
  /** The seed's generated deals: where a region has none of the register's. */
  sample: boolean;
  /** The first day of the window (the region's newest deal less ASKING_MARKET_MONTHS). */
  since: string;
}

/** The listing's building types (BUILDING_TYPES) as the register's (REAL_PRICE_BUILDING_TYPES). */
export const REGISTER_TYPE_OF_BUILDING: Record<number, RealPriceBuildingType> = {
  1: 'apartment',
  2: 'tower',
  3: 'townhouse',
  4: 'townhouse',
  5: 'mansion',
};

/** The register's 建物型態 names a listing's building type stands for. */
export function registeredNamesOf(buildingType: number): readonly string[] {
  const id = REGISTER_TYPE_OF_BUILDING[buildingType];
  return REAL_PRICE_BUILDING_TYPES.find((type) => type.id === id)?.registered ?? [];
}

/**
 * The road of a listing's address (district, road and section; 巷, 弄 and 號 left off), as the
 * database finds it too (ROAD_OF_ADDRESS_SQL): 中山區中山北路二段297巷 is on 中山區中山北路二段.
 */
export const LANE_PATTERN = '\\s*[0-9]+[巷弄號].*$';

/**
 * The road of a register address: everything before its first digit (the door number, or the
 * lane's: 臺北市中山區中山北路二段45巷3號 is on 臺北市中山區中山北路二段). One pattern, so a
 * road is a value to group and join by, not a prefix to try against every deal.
 */
export const REGISTER_ROAD_PATTERN = '^[^0-9]*';

export function roadOfAddress(address: string, districtName: string): string {
  const road = address.replace(new RegExp(LANE_PATTERN), '');
  return road.startsWith(districtName) ? road.slice(districtName.length) : road;
}
