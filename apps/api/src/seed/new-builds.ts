import type { NewBuildSaleStatus, NewBuildTypeId } from '@591/config';
import type { newBuilds } from '../db/schema/index.ts';
import { PHOTO_SEEDS_PER_KIND } from '../domain/generated-photos.ts';
import { NEARBY_STATION_METRES } from '../domain/new-build-nearby.ts';
import { distanceMetres, nearest, type Point } from '../lib/geo.ts';
import { forkRandom, type Random } from '../lib/random.ts';
import { stemOf } from './communities.ts';
import {
  ARCHITECT_GIVEN_NAMES,
  NEW_BUILD_CONSTRUCTORS,
  NEW_BUILD_DEVELOPERS,
  NEW_BUILD_SALES_AGENTS,
  NEW_BUILD_SUFFIXES,
  OFFICE_HOURS,
} from './data/new-build-names.ts';
import { SURNAMES } from './data/phrases.ts';
import type { RegionSeed } from './data/regions.ts';
import { buildingFacts } from './new-build-building.ts';
import { priceFacts } from './new-build-pricing.ts';
import { tagsOf, WALK_TO_SCHOOL_METRES } from './new-build-tags.ts';
import { type NewBuildEventSeed, projectTimeline } from './new-build-timeline.ts';
import { officePhone } from './office-phones.ts';
import { jitter } from './place-picker.ts';
import type { DistrictRef, ReferenceData, StationRef } from './reference-data.ts';

export interface NewBuildSeed {
  project: typeof newBuilds.$inferInsert;
  events: NewBuildEventSeed[];
  /** Every station within NEARBY_STATION_METRES, nearest first. */
  stations: { stationId: number; metres: number }[];
}

/** A region's projects: a few everywhere, more the bigger its market (RegionSeed.weight). */
const PROJECTS_PER_WEIGHT = 3.5;
const PROJECTS_PER_REGION = 3;
const SPREAD = { 1: 0.008, 2: 0.012, 3: 0.016, 4: 0.02 } as const;
const DISTRICT_STREAM = 5_000_000;
const PROJECT_STREAM = 6_000_000;

const TYPE_WEIGHTS: [NewBuildTypeId, number][] = [
  [1, 60],
  [2, 28],
  [3, 12],
];

/**
 * A district's share of its region's projects, by its weight (its tier's, as listings and
 * communities have it): busy districts build most. A fraction is a chance of one more.
 */
function projectCount(random: Random, district: DistrictRef, ref: ReferenceData): number {
  const region = ref.regionById.get(district.regionId)!;
  const districts = ref.districtsByRegion.get(region.id)!;
  const regionWeight = districts.reduce((sum, each) => sum + each.weight, 0);
  const expected =
    ((PROJECTS_PER_REGION + PROJECTS_PER_WEIGHT * region.weight) * district.weight) / regionWeight;
  return Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
}

/** 即將公開, 熱銷中 or 已完銷 as a project of this type can be: a finished one has opened. */
function statusOf(random: Random, buildType: NewBuildTypeId): NewBuildSaleStatus {
  const weights: [NewBuildSaleStatus, number][] =
    buildType === 2
      ? [
          ['selling', 80],
          ['sold-out', 20],
        ]
      : buildType === 3
        ? [
            ['coming', 85],
            ['selling', 15],
          ]
        : [
            ['coming', 15],
            ['selling', 70],
            ['sold-out', 15],
          ];
  return random.weighted(weights, ([, weight]) => weight)[0];
}

function stationsNear(stations: readonly StationRef[], point: Point) {
  return stations
    .map((station) => ({
      stationId: station.id,
      metres: Math.round(distanceMetres(station, point)),
    }))
    .filter((near) => near.metres <= NEARBY_STATION_METRES)
    .sort((a, b) => a.metres - b.metres || a.stationId - b.stationId);
}

interface ProjectContext {
  ref: ReferenceData;
  region: RegionSeed;
  district: DistrictRef;
  road: string;
  name: string;
  developer: string;
  seed: number;
  asOf: Date;
}

function projectSeed(id: number, context: ProjectContext): NewBuildSeed {
  const { ref, region, district, road, asOf } = context;
  const random = forkRandom(context.seed, PROJECT_STREAM + id);
  const own = ref.stations.filter((station) => station.district.id === district.id);
  const point =
    own.length > 0 && random.chance(0.5)
      ? jitter(random, random.pick(own), 0.006)
      : jitter(random, district, SPREAD[district.tier]);
  const stations = stationsNear(ref.stations, point);
  const school = nearest(ref.universities, point, WALK_TO_SCHOOL_METRES);
  const building = buildingFacts(random, district.tier);
  const buildType = random.weighted(TYPE_WEIGHTS, ([, weight]) => weight)[0];
  const saleStatus = statusOf(random, buildType);
  // 價格待定 is mostly a project not yet public, or one whose type is still unconfirmed.
  const priced = random.chance(saleStatus === 'coming' ? 0.3 : buildType === 3 ? 0.2 : 0.97);
  const prices = priceFacts(
    random,
    building,
    { regionUnitPrice: region.saleUnitPrice, districtFactor: district.priceFactor },
    priced,
  );
  const constructorName = random.pick(NEW_BUILD_CONSTRUCTORS);
  const address = `${district.name}${road}`;
  const timeline = projectTimeline(
    random,
    {
      ...building,
      buildType,
      saleStatus,
      address,
      constructorName,
      unitPriceMin: prices.unitPriceMin,
    },
    asOf,
  );
  const nearestStation = stations[0];
  const { events, ...dates } = timeline;
  return {
    project: {
      id,
      regionId: region.id,
      districtId: district.id,
      name: context.name,
      builder: context.developer,
      constructorName,
      salesAgent: random.pick(NEW_BUILD_SALES_AGENTS),
      architect: `${random.pick(SURNAMES)}${random.pick(ARCHITECT_GIVEN_NAMES)}建築師事務所`,
      address,
      ...point,
      buildType,
      saleStatus,
      ...building,
      ...prices,
      ...dates,
      officeAddress: `${address}${random.int(1, 300)}號`,
      officeHours: random.pick(OFFICE_HOURS),
      officePhone: officePhone(random, region.id),
      tags: tagsOf(random, {
        tier: district.tier,
        building,
        stationMetres: nearestStation?.metres ?? null,
        schoolMetres: school && Math.round(school.metres),
      }),
      views: Math.round(
        random.int(150, 900) * (saleStatus === 'selling' ? 3 : 1) * (district.tier === 1 ? 1.6 : 1),
      ),
      photoSeed: random.int(0, PHOTO_SEEDS_PER_KIND - 1),
      exteriorPhotos: random.int(3, 6),
      floorPlanPhotos: Math.min(6, building.rooms.length + random.int(0, 2)),
      surroundingsPhotos: random.int(2, 4),
      hasPanorama: random.chance(saleStatus === 'sold-out' ? 0.15 : 0.45),
      stationId: nearestStation?.stationId ?? null,
      stationMetres: nearestStation?.metres ?? null,
    },
    events,
    stations,
  };
}

function projectsOf(
  ref: ReferenceData,
  district: DistrictRef,
  firstId: number,
  taken: Set<string>,
  { seed, asOf }: { seed: number; asOf: Date },
): NewBuildSeed[] {
  const random = forkRandom(seed, DISTRICT_STREAM + district.id);
  const region = ref.regionById.get(district.regionId)!;
  const count = projectCount(random, district, ref);
  const result: NewBuildSeed[] = [];
  for (let attempt = 0; result.length < count && attempt < 40; attempt++) {
    const road = random.pick(district.roads);
    const developer = random.pick(NEW_BUILD_DEVELOPERS);
    const stem = random.chance(0.5) ? stemOf(road) : stemOf(district.name);
    const brand = random.chance(0.7) ? developer.slice(0, 2) : '';
    const name = `${brand}${stem}${random.pick(NEW_BUILD_SUFFIXES)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const context = { ref, region, district, road, name, developer, seed, asOf };
    result.push(projectSeed(firstId + result.length, context));
  }
  return result;
}

/**
 * New-build projects (新建案) across the regions, most in the big cities' busy districts: the
 * same seed and day give the same projects, from streams of their own, so the rest of the
 * catalogue is as it was without them.
 */
export function buildNewBuilds(ref: ReferenceData, seed: number, asOf: Date): NewBuildSeed[] {
  const all: NewBuildSeed[] = [];
  const taken = new Set<string>();
  for (const district of ref.districts) {
    all.push(...projectsOf(ref, district, all.length + 1, taken, { seed, asOf }));
  }
  return all;
}
