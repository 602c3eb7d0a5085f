import type { NewBuildPurpose, NewBuildShape } from '@591/config';
import type { Random } from '../lib/random.ts';
import { HOUSE_PARKING_PLANS, TOWER_PARKING_PLANS } from './data/new-build-names.ts';

type Tier = 1 | 2 | 3 | 4;

/** How often each shape is built, by district tier: towers downtown, houses in the country. */
const SHAPE_WEIGHTS: Record<Tier, [NewBuildShape, number][]> = {
  1: [
    ['tower', 85],
    ['mid-rise', 15],
  ],
  2: [
    ['tower', 65],
    ['mid-rise', 25],
    ['townhouse', 10],
  ],
  3: [
    ['tower', 35],
    ['mid-rise', 25],
    ['townhouse', 30],
    ['villa', 10],
  ],
  4: [
    ['tower', 10],
    ['mid-rise', 20],
    ['townhouse', 50],
    ['villa', 20],
  ],
};

const PURPOSE_WEIGHTS: [NewBuildPurpose, number][] = [
  ['home', 75],
  ['mixed', 17],
  ['office', 5],
  ['shop', 3],
];

/** Room types a project of each shape offers. */
const ROOM_MIXES: Record<NewBuildShape, number[][]> = {
  tower: [[1, 2], [2, 3], [1, 2, 3], [2, 3, 4], [3, 4], [3], [2]],
  'mid-rise': [[2, 3], [3], [2, 3, 4], [3, 4]],
  townhouse: [[4], [4, 5], [5]],
  villa: [[5], [4, 5], [5, 6]],
};

/** 坪 of a unit by its rooms (0: an open office or shop floor). */
const AREA_BY_ROOMS: Record<number, [number, number]> = {
  0: [18, 80],
  1: [14, 20],
  2: [22, 30],
  3: [30, 42],
  4: [42, 60],
  5: [58, 85],
  6: [80, 110],
};

export interface BuildingFacts {
  shape: NewBuildShape;
  purpose: NewBuildPurpose;
  rooms: number[];
  areaMin: number;
  areaMax: number;
  households: number;
  buildings: number;
  floorsAbove: number;
  floorsBelow: number;
  siteArea: number;
  coverageRatio: number;
  publicRatio: number;
  parkingPlan: string;
  parkingCount: number;
  /** 元/坪/月. */
  managementFee: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Houses stand each on its own lot: as many buildings as homes, each with its garage. */
function house(random: Random, shape: 'townhouse' | 'villa') {
  const villa = shape === 'villa';
  const households = random.int(villa ? 4 : 6, villa ? 24 : 40);
  return {
    households,
    buildings: households,
    floorsAbove: random.int(3, villa ? 4 : 5),
    floorsBelow: random.int(0, 1),
    siteArea: households * random.int(villa ? 60 : 25, villa ? 120 : 40),
    coverageRatio: oneDecimal(random.between(villa ? 30 : 50, villa ? 45 : 60)),
    publicRatio: oneDecimal(random.between(0, villa ? 6 : 4)),
    parkingPlan: random.pick(HOUSE_PARKING_PLANS),
    parkingCount: households,
    managementFee: villa ? random.int(3, 6) * 10 : 0,
  };
}

/** Blocks of flats: a tower's lobby and lifts take more of the area than a 華廈's. */
function block(random: Random, tower: boolean, tier: Tier) {
  const households = tower ? random.int(80, 420) : random.int(24, 90);
  return {
    households,
    buildings: tower ? random.int(1, 3) : random.int(1, 2),
    floorsAbove: tower ? random.int(tier === 1 ? 18 : 14, 38) : random.int(7, 12),
    floorsBelow: tower ? random.int(3, 6) : random.int(1, 3),
    siteArea: tower ? random.int(350, 1800) : random.int(150, 600),
    coverageRatio: oneDecimal(tower ? random.between(30, 45) : random.between(40, 55)),
    publicRatio: oneDecimal(tower ? random.between(29, 36) : random.between(24, 31)),
    parkingPlan: random.pick(TOWER_PARKING_PLANS),
    parkingCount: Math.round(households * random.between(0.8, 1.1)),
    managementFee: tower ? random.int(6, 12) * 10 + (tier === 1 ? 20 : 0) : random.int(4, 8) * 10,
  };
}

/** What a project is: its shape and use, its units and its building, as a district's tier has them. */
export function buildingFacts(random: Random, tier: Tier): BuildingFacts {
  const shape = random.weighted(SHAPE_WEIGHTS[tier], ([, weight]) => weight)[0];
  const houses = shape === 'townhouse' || shape === 'villa';
  const purpose = houses ? 'home' : random.weighted(PURPOSE_WEIGHTS, ([, weight]) => weight)[0];
  const rooms = purpose === 'office' || purpose === 'shop' ? [0] : random.pick(ROOM_MIXES[shape]);
  const [smallest] = AREA_BY_ROOMS[rooms[0]!]!;
  const [, largest] = AREA_BY_ROOMS[rooms[rooms.length - 1]!]!;
  const areaMin = twoDecimals(smallest * random.between(1, 1.12));
  const areaMax = twoDecimals(Math.max(areaMin + 2, largest * random.between(0.88, 1)));
  return {
    shape,
    purpose,
    rooms,
    areaMin,
    areaMax,
    ...(houses ? house(random, shape) : block(random, shape === 'tower', tier)),
  };
}
