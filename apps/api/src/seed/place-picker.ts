import { nearest, type Point, roundCoordinate } from '../lib/geo.ts';
import type { Random } from '../lib/random.ts';
import type { RegionSeed } from './data/regions.ts';
import type { DistrictRef, PlaceRef, ReferenceData, StationRef } from './reference-data.ts';

export interface ListingPlace extends Point {
  region: RegionSeed;
  district: DistrictRef;
  road: string;
  station: { ref: StationRef; walkMetres: number } | null;
  university: PlaceRef | null;
  circle: PlaceRef | null;
}

/** How far from a district's centre its listings spread, in degrees, by tier. */
const SPREAD = { 1: 0.008, 2: 0.012, 3: 0.016, 4: 0.02 } as const;
/** Straight-line metres that still count as near: walking is about a quarter longer. */
const NEAR_STATION_M = 800;
const NEAR_UNIVERSITY_M = 2000;
const NEAR_CIRCLE_M = 1500;

export type PlaceMix = 'urban' | 'rural';

export function pickRegion(ref: ReferenceData, random: Random, mix: PlaceMix): RegionSeed {
  // Land and factories are spread more evenly than homes: farmland is everywhere.
  return random.weighted(ref.regions, (region) =>
    mix === 'urban' ? region.weight : Math.sqrt(region.weight),
  );
}

/** A point inside the region: near a metro station for part of city listings, else in a district. */
export function pickPlace(
  ref: ReferenceData,
  random: Random,
  region: RegionSeed,
  mix: PlaceMix,
): ListingPlace {
  const stations = ref.stationsByRegion.get(region.id);
  let district: DistrictRef;
  let point: Point;
  if (mix === 'urban' && stations && random.chance(0.4)) {
    const station = random.pick(stations);
    district = station.district;
    point = jitter(random, station, 0.005);
  } else {
    const districts = ref.districtsByRegion.get(region.id)!;
    district = random.weighted(districts, (candidate) =>
      mix === 'urban' ? candidate.weight : 1 + candidate.tier,
    );
    point = jitter(random, district, SPREAD[district.tier]);
  }
  return placeAt(ref, { region, district, road: random.pick(district.roads) }, point);
}

/** What is near a point: the station, university and business circle within reach. */
export function placeAt(
  ref: ReferenceData,
  where: Pick<ListingPlace, 'region' | 'district' | 'road'>,
  point: Point,
): ListingPlace {
  const station = nearest(ref.stations, point, NEAR_STATION_M);
  return {
    ...where,
    ...point,
    station: station
      ? { ref: station.place, walkMetres: Math.round((station.metres * 1.25) / 10) * 10 }
      : null,
    university: nearest(ref.universities, point, NEAR_UNIVERSITY_M)?.place ?? null,
    circle: nearest(ref.circles, point, NEAR_CIRCLE_M)?.place ?? null,
  };
}

export function jitter(random: Random, centre: Point, degrees: number): Point {
  return {
    lat: roundCoordinate(centre.lat + random.between(-degrees, degrees)),
    lng: roundCoordinate(centre.lng + random.between(-degrees, degrees) * 1.1),
  };
}

/** A street address down to the lane: house numbers are left to the contact step. */
export function streetAddress(random: Random, place: ListingPlace): string {
  const lane = random.chance(0.6) ? `${random.int(1, 300)}巷` : '';
  const alley = lane && random.chance(0.25) ? `${random.int(1, 40)}弄` : '';
  return `${place.district.name}${place.road}${lane}${alley}`;
}
