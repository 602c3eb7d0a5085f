import type { Random } from '../lib/random.ts';
import { RURAL_ZONINGS, URBAN_ZONINGS } from './data/phrases.ts';
import type { RegionSeed } from './data/regions.ts';
import type { DistrictRef } from './reference-data.ts';

export interface LandPlot {
  zoning: string;
  landCategory: string;
  urban: boolean;
  /** 坪. */
  area: number;
  /** 萬 per 坪. */
  unitPrice: number;
}

const URBAN_SHARE = { 1: 0.9, 2: 0.8, 3: 0.5, 4: 0.15 } as const;
/** Land per 坪 against a flat in the same place: a building plot is worth more than a flat's 坪. */
const ZONING_FACTOR: Record<string, [number, number]> = {
  第一種住宅區: [1.4, 2],
  第二種住宅區: [1.6, 2.3],
  第三種住宅區: [1.8, 2.6],
  商業區: [2.5, 4],
  乙種工業區: [0.7, 1.2],
};
const CATEGORY_FACTOR: Record<string, [number, number]> = {
  農牧用地: [0.08, 0.22],
  林業用地: [0.04, 0.1],
  甲種建築用地: [0.45, 0.8],
  乙種建築用地: [0.5, 0.9],
  丙種建築用地: [0.35, 0.6],
};

/** A plot as the real-price register would describe it, priced for its region and zoning. */
export function landPlot(random: Random, region: RegionSeed, district: DistrictRef): LandPlot {
  const base = region.saleUnitPrice * district.priceFactor;
  if (random.chance(URBAN_SHARE[district.tier])) {
    const zoning = random.weighted(URBAN_ZONINGS, (z) =>
      z === '商業區' ? 1 : z === '乙種工業區' ? 1.5 : 3,
    );
    const [low, high] = ZONING_FACTOR[zoning]!;
    return {
      zoning,
      landCategory: '都市計畫內',
      urban: true,
      area: random.between(25, 300),
      unitPrice: base * random.between(low, high),
    };
  }
  const [zoning, categories] = random.pick(RURAL_ZONINGS);
  const landCategory = random.pick(categories);
  const [low, high] = CATEGORY_FACTOR[landCategory]!;
  // Farmland trades by the 分 (293.4 坪); building plots in the countryside are smaller.
  const area = landCategory.endsWith('建築用地')
    ? random.between(60, 400)
    : random.between(250, 3000);
  return { zoning, landCategory, urban: false, area, unitPrice: base * random.between(low, high) };
}
