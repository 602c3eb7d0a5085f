import { bandOptions } from './band-options.ts';
import type { FilterOption } from './filter-option.ts';
import type { CommercialKind } from './sections.ts';

export type Deal = 'rent' | 'sale';
type Group = 'store' | 'office' | 'factory' | 'land';
type PriceRegion = 'taipei' | 'newTaipei' | 'taichung' | 'taoyuan' | 'other';
type CutsByRegion = Partial<Record<PriceRegion, number[]>> & { other: number[] };

const GROUP_OF_KIND: Record<CommercialKind, Group> = {
  5: 'store',
  6: 'office',
  12: 'office',
  7: 'factory',
  11: 'land',
};

const PRICE_REGION: Record<number, PriceRegion> = {
  1: 'taipei',
  3: 'newTaipei',
  6: 'taoyuan',
  8: 'taichung',
};

/**
 * The specification leaves these values open. The cut points are set so a region's usual asking
 * prices fall in the middle bands: rents in 元 a month, sale prices in 萬. Taoyuan's industrial
 * parks give it a factory market of its own; for other kinds it counts as 'other'.
 */
const CUTS: Record<Group, Record<Deal, CutsByRegion>> = {
  store: {
    rent: {
      taipei: [30000, 50000, 80000, 120000, 200000],
      newTaipei: [20000, 30000, 50000, 80000, 120000],
      taichung: [15000, 25000, 40000, 60000, 100000],
      other: [10000, 20000, 30000, 50000, 80000],
    },
    sale: {
      taipei: [3000, 5000, 8000, 12000, 20000],
      newTaipei: [2000, 3000, 5000, 8000, 12000],
      taichung: [1500, 2500, 4000, 6000, 10000],
      other: [1000, 1500, 2500, 4000, 6000],
    },
  },
  office: {
    rent: {
      taipei: [20000, 40000, 60000, 100000, 200000],
      newTaipei: [15000, 30000, 50000, 80000, 150000],
      taichung: [10000, 20000, 40000, 60000, 100000],
      other: [10000, 20000, 30000, 50000, 80000],
    },
    sale: {
      taipei: [2000, 3000, 5000, 8000, 15000],
      newTaipei: [1000, 1500, 2500, 4000, 8000],
      taichung: [800, 1200, 2000, 3000, 5000],
      other: [500, 800, 1200, 2000, 3000],
    },
  },
  factory: {
    rent: {
      taipei: [50000, 100000, 200000, 300000, 500000],
      newTaipei: [40000, 80000, 150000, 250000, 400000],
      taoyuan: [30000, 60000, 100000, 200000, 300000],
      taichung: [20000, 50000, 100000, 150000, 250000],
      other: [20000, 40000, 80000, 150000, 250000],
    },
    sale: {
      taipei: [5000, 10000, 20000, 50000, 100000],
      newTaipei: [3000, 6000, 10000, 20000, 50000],
      taoyuan: [2000, 4000, 8000, 15000, 30000],
      taichung: [1500, 3000, 6000, 10000, 20000],
      other: [1000, 2000, 4000, 8000, 15000],
    },
  },
  land: {
    rent: {
      taipei: [20000, 50000, 100000, 200000, 500000],
      newTaipei: [10000, 30000, 60000, 100000, 200000],
      taichung: [10000, 20000, 40000, 80000, 150000],
      other: [5000, 10000, 20000, 50000, 100000],
    },
    sale: {
      taipei: [3000, 5000, 10000, 20000, 50000],
      newTaipei: [1000, 2000, 5000, 10000, 30000],
      taichung: [500, 1000, 2000, 5000, 10000],
      other: [300, 500, 1000, 2000, 5000],
    },
  },
};

type BandsByRegion = Partial<Record<PriceRegion, readonly FilterOption[]>> & {
  other: readonly FilterOption[];
};

const PRICE_REGIONS: readonly PriceRegion[] = [
  'taipei',
  'newTaipei',
  'taichung',
  'taoyuan',
  'other',
];

function toBands(cuts: CutsByRegion, unit: string): BandsByRegion {
  const bands: BandsByRegion = { other: bandOptions(cuts.other, unit) };
  for (const region of PRICE_REGIONS) {
    const regionCuts = cuts[region];
    if (regionCuts) bands[region] = bandOptions(regionCuts, unit);
  }
  return bands;
}

const BANDS = Object.fromEntries(
  Object.entries(CUTS).map(([group, { rent, sale }]) => [
    group,
    { rent: toBands(rent, '元'), sale: toBands(sale, '萬') },
  ]),
) as Record<Group, Record<Deal, BandsByRegion>>;

/** Shop, office, factory and land bands for a region; regions without their own use 'other'. */
export function commercialPriceBands(
  kind: CommercialKind,
  deal: Deal,
  regionId: number,
): readonly FilterOption[] {
  const byRegion = BANDS[GROUP_OF_KIND[kind]][deal];
  return byRegion[PRICE_REGION[regionId] ?? 'other'] ?? byRegion.other;
}
