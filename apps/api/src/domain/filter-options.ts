/** A filter choice as the list pages offer it: id `lower_upper` (open ends empty) and a label. */
export interface FilterOption {
  id: string;
  name: string;
}

/** Bands from upper bounds: [500, 750] gives 500以下, 500-750, 750以上. */
function bands(
  bounds: number[],
  unit: string,
  format = (n: number) => n.toLocaleString('en-US'),
): FilterOption[] {
  const options: FilterOption[] = [
    { id: `_${bounds[0]}`, name: `${format(bounds[0]!)}${unit}以下` },
  ];
  for (let i = 1; i < bounds.length; i++) {
    options.push({
      id: `${bounds[i - 1]}_${bounds[i]}`,
      name: `${format(bounds[i - 1]!)}-${format(bounds[i]!)}${unit}`,
    });
  }
  const last = bounds[bounds.length - 1]!;
  options.push({ id: `${last}_`, name: `${format(last)}${unit}以上` });
  return options;
}

const SALE_DEFAULT = [500, 750, 1000, 1250, 1500, 2000];
const SALE_TAIPEI = [1000, 1500, 2000, 3000, 4000, 5000];
/** New Taipei, Hsinchu city and county, Taoyuan and Taichung. */
const SALE_METRO = [750, 1000, 1250, 1500, 2000, 3000];
const SALE_METRO_REGIONS = new Set([3, 4, 5, 6, 8]);
const CARPORT = [100, 150, 200];
const RENT_DEFAULT = [5000, 10_000, 20_000, 30_000, 40_000];

/** Commercial bands are not in the specification; these follow what the market trades at. */
const COMMERCIAL_SALE: Record<number, { taipei: number[]; newTaipei: number[]; other: number[] }> =
  {
    5: {
      taipei: [2000, 4000, 6000, 10_000],
      newTaipei: [1000, 2000, 4000, 6000],
      other: [500, 1000, 2000, 4000],
    },
    6: {
      taipei: [1000, 2000, 4000, 8000],
      newTaipei: [500, 1000, 2000, 4000],
      other: [300, 600, 1000, 2000],
    },
    7: {
      taipei: [3000, 6000, 10_000, 20_000],
      newTaipei: [2000, 5000, 10_000, 20_000],
      other: [1000, 3000, 6000, 10_000],
    },
    11: {
      taipei: [3000, 6000, 10_000, 30_000],
      newTaipei: [1000, 3000, 6000, 10_000],
      other: [300, 800, 1500, 3000],
    },
  };
const COMMERCIAL_RENT: Record<number, { taipei: number[]; other: number[] }> = {
  5: { taipei: [30_000, 60_000, 100_000, 200_000], other: [15_000, 30_000, 50_000, 100_000] },
  6: { taipei: [30_000, 60_000, 100_000, 200_000], other: [10_000, 20_000, 40_000, 80_000] },
  7: { taipei: [50_000, 100_000, 200_000, 500_000], other: [30_000, 60_000, 100_000, 300_000] },
  11: { taipei: [20_000, 50_000, 100_000, 300_000], other: [5000, 10_000, 30_000, 100_000] },
};

/**
 * Price bands for a list page: they depend on type (rent in NT$ a month, sale in 萬), kind
 * and region, as section 9 of the specification lays out. Transfers use the shop rent bands.
 */
export function priceBands(
  type: number,
  kind: number | undefined,
  regionId: number | undefined,
): FilterOption[] {
  const commercialKind = kind === 12 ? 6 : kind;
  if (type === 2) {
    if (kind === 8) return bands(CARPORT, '萬');
    const commercial = commercialKind === undefined ? undefined : COMMERCIAL_SALE[commercialKind];
    if (commercial)
      return bands(
        regionId === 1
          ? commercial.taipei
          : regionId === 3
            ? commercial.newTaipei
            : commercial.other,
        '萬',
      );
    if (regionId === 1) return bands(SALE_TAIPEI, '萬');
    return bands(
      regionId !== undefined && SALE_METRO_REGIONS.has(regionId) ? SALE_METRO : SALE_DEFAULT,
      '萬',
    );
  }
  const rentKind = type === 6 ? 5 : commercialKind;
  const commercial = rentKind === undefined ? undefined : COMMERCIAL_RENT[rentKind];
  if (commercial) return bands(regionId === 1 ? commercial.taipei : commercial.other, '元');
  return bands(RENT_DEFAULT, '元');
}

export const AREA_BANDS = bands([10, 20, 30, 40, 50], '坪');
export const LAND_AREA_BANDS = bands([50, 100, 300, 1000, 3000], '坪');
export const BUSINESS_AREA_BANDS = bands([20, 50, 100, 200, 500], '坪');
/** Land: width of the road a plot faces. */
export const ROAD_WIDTH_BANDS = bands([4, 8, 12], '米');
/** Shops: street frontage. */
export const FRONTAGE_BANDS = bands([5, 8, 12], '米');
export const AGE_BANDS = bands([5, 10, 20, 30, 40], '年');
export const ROOM_OPTIONS: FilterOption[] = [1, 2, 3, 4].map((rooms) => ({
  id: String(rooms),
  name: rooms === 4 ? '4房以上' : `${rooms}房`,
}));
