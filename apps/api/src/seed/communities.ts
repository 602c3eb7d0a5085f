import { forkRandom, type Random } from '../lib/random.ts';
import { COMMUNITY_BRANDS, COMMUNITY_SUFFIXES } from './data/phrases.ts';
import { jitter } from './place-picker.ts';
import type { DistrictRef, ReferenceData } from './reference-data.ts';

export interface CommunitySeed {
  id: number;
  regionId: number;
  districtId: number;
  name: string;
  address: string;
  road: string;
  builtYear: number;
  households: number;
  totalFloors: number;
  managementFee: number;
  builder: string | null;
  publicRatio: number;
  doorFrom: number;
  doorTo: number;
  lat: number;
  lng: number;
}

const PER_DISTRICT = { 1: 14, 2: 8, 3: 3, 4: 1 } as const;
const SPREAD = { 1: 0.007, 2: 0.01, 3: 0.014, 4: 0.016 } as const;

/** The stem of a road or district name, for community names such as 國泰和平學府. */
export function stemOf(name: string): string {
  return name
    .replace(/[一二三四五六七八九十]+段$/, '')
    .replace(/[東西南北]?[路街]$/, '')
    .slice(0, 2);
}

function communitiesOf(district: DistrictRef, firstId: number, seed: number): CommunitySeed[] {
  const random = forkRandom(seed, 1_000_000 + district.id);
  const names = new Set<string>();
  const result: CommunitySeed[] = [];
  for (let attempt = 0; result.length < PER_DISTRICT[district.tier] && attempt < 60; attempt++) {
    const road = random.pick(district.roads);
    const stem = random.chance(0.5) ? stemOf(road) : stemOf(district.name);
    const brand = random.pick(COMMUNITY_BRANDS);
    const name = `${brand}${stem}${random.pick(COMMUNITY_SUFFIXES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const tall = district.tier <= 2;
    const id = firstId + result.length;
    // A stream of its own: the facts added later leave earlier seeds' communities as they were.
    const facts = forkRandom(seed, 4_000_000 + id);
    result.push({
      id,
      regionId: district.regionId,
      districtId: district.id,
      name,
      road,
      address: `${district.name}${road}`,
      builtYear: random.int(1988, 2025),
      households: random.int(tall ? 80 : 30, tall ? 600 : 160),
      totalFloors: random.int(tall ? 12 : 7, tall ? 30 : 15),
      managementFee: random.int(5, 12) * 10,
      builder: brand ? `${brand}建設` : null,
      // Towers with lobbies and lifts give more of the area to shared space than low blocks.
      publicRatio: Math.round(facts.between(tall ? 28 : 20, tall ? 36 : 30) * 10) / 10,
      ...doorRange(facts, tall),
      ...jitter(random, district, SPREAD[district.tier]),
    });
  }
  return result;
}

/**
 * A building's door numbers on its road, within 1 to 304: a tower's entrance spans more of
 * them. The seed's other homes have higher numbers (generated-home-deals).
 */
function doorRange(random: Random, tall: boolean) {
  const doorFrom = random.int(1, 280);
  return { doorFrom, doorTo: doorFrom + random.int(tall ? 6 : 2, tall ? 24 : 10) };
}

/** A handful of named buildings per district, fewer in the countryside. */
export function buildCommunities(ref: ReferenceData, seed: number): CommunitySeed[] {
  const all: CommunitySeed[] = [];
  for (const district of ref.districts) all.push(...communitiesOf(district, all.length + 1, seed));
  return all;
}

/** A unit in a community shares its building's age and height. */
export function communityFloors(random: Random, community: CommunitySeed, year: number) {
  return {
    floor: random.int(2, community.totalFloors),
    totalFloors: community.totalFloors,
    age: Math.max(0, year - community.builtYear),
  };
}
