import { METRO_PROJECT_METRES, NEW_BUILD_TAGS, type NewBuildTag } from '@591/config';
import type { Random } from '../lib/random.ts';
import type { BuildingFacts } from './new-build-building.ts';

/** 近學校: a school within a walk (the universities are the schools the catalogue knows). */
export const WALK_TO_SCHOOL_METRES = 1500;
/** 低公設 where a block of flats gives less than this share to shared space. */
const LOW_PUBLIC_RATIO = 30;
/** 小坪數: its smallest unit is under this many 坪. */
const SMALL_UNIT = 20;

export interface TagFacts {
  tier: 1 | 2 | 3 | 4;
  building: BuildingFacts;
  stationMetres: number | null;
  schoolMetres: number | null;
}

/**
 * 建案特色 as a project's facts bear them out: 近捷運, 近學校, 小坪數 and 低公設 are measured;
 * the rest are what a project may or may not have, 制震 and views only in towers.
 */
export function tagsOf(random: Random, { tier, building, stationMetres, schoolMetres }: TagFacts) {
  const tall = building.shape === 'tower';
  const flats = tall || building.shape === 'mid-rise';
  const has: Record<NewBuildTag, boolean> = {
    近捷運: stationMetres !== null && stationMetres <= METRO_PROJECT_METRES,
    重劃區: tier >= 2 && random.chance(0.3),
    近公園: random.chance(0.35),
    制震宅: tall && building.floorsAbove >= 15 && random.chance(0.45),
    近學校: schoolMetres !== null && schoolMetres <= WALK_TO_SCHOOL_METRES,
    景觀宅: tall && building.floorsAbove >= 20 && random.chance(0.5),
    小坪數: building.areaMin < SMALL_UNIT,
    低公設: flats && building.publicRatio < LOW_PUBLIC_RATIO,
    綠建築: random.chance(0.25),
    智慧宅: random.chance(0.3),
  };
  return NEW_BUILD_TAGS.filter((tag) => has[tag]);
}
