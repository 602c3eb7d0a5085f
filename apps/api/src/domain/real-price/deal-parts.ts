/**
 * A deal's rows of its release's detail files, joined by 編號: its building parts (`_build`:
 * 主建物, each share of the common parts…), its land parcels (`_land`) and its parking spaces
 * (`_park`). Building and land rows are kept as published, under the reader's column names;
 * parking spaces are read, as 單價 without parking is computed from them.
 */
export interface DealParts {
  buildings: Record<string, string>[];
  land: Record<string, string>[];
  parking: ParkingSpace[];
}

export interface ParkingSpace {
  /** 車位類別: 坡道平面, 坡道機械, 升降平面… */
  type: string;
  /** 車位價格 in 元; 0 when the space was sold inside the total. */
  price: number;
  /** 車位面積 in m², when registered. */
  areaM2: number | null;
  /** 車位所在樓層: 地下一樓…; '' when not registered. */
  floor: string;
}

export const NO_PARTS: DealParts = { buildings: [], land: [], parking: [] };

const numberOrNull = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  const value = Number(trimmed);
  return trimmed === '' || !Number.isFinite(value) ? null : value;
};

/** One row of a `_park` file. */
export function parkingSpaceOf(row: Record<string, string>): ParkingSpace {
  return {
    type: (row.車位類別 ?? '').trim(),
    price: numberOrNull(row.車位價格) ?? 0,
    areaM2: numberOrNull(row.車位面積平方公尺),
    floor: (row.車位所在樓層 ?? '').trim(),
  };
}

/**
 * The parking's price and area as its spaces register them, when every space has both (a
 * space sold inside the total has price 0: then the parking cannot be told apart); null
 * otherwise, and the main row's totals stand.
 */
export function parkingOfSpaces(spaces: ParkingSpace[]): { price: number; areaM2: number } | null {
  if (spaces.length === 0) return null;
  if (spaces.some((space) => space.price <= 0 || space.areaM2 === null || space.areaM2 <= 0)) {
    return null;
  }
  return {
    price: spaces.reduce((sum, space) => sum + space.price, 0),
    areaM2: spaces.reduce((sum, space) => sum + space.areaM2!, 0),
  };
}
