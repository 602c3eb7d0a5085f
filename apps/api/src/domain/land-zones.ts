/**
 * Land use zones the land list filters by (URL ids 1–9), in the wording of the real-price
 * register: five urban planning zones, then the non-urban zones of the countryside.
 */
export const LAND_ZONES = [
  { id: 1, name: '第一種住宅區' },
  { id: 2, name: '第二種住宅區' },
  { id: 3, name: '第三種住宅區' },
  { id: 4, name: '商業區' },
  { id: 5, name: '乙種工業區' },
  { id: 6, name: '特定農業區' },
  { id: 7, name: '一般農業區' },
  { id: 8, name: '鄉村區' },
  { id: 9, name: '山坡地保育區' },
] as const;

/** Zones 1–5 lie inside an urban plan; the rest are the countryside's non-urban zones. */
const LAST_URBAN_ZONE = 5;

export function isUrbanZone(id: number): boolean {
  return id <= LAST_URBAN_ZONE;
}

const ZONE_NAMES = new Map<number, string>(LAND_ZONES.map((zone) => [zone.id, zone.name]));
const ZONE_IDS = new Map<string, number>(LAND_ZONES.map((zone) => [zone.name, zone.id]));

export function zoneNameOf(id: number | null): string | null {
  return id === null ? null : (ZONE_NAMES.get(id) ?? null);
}

export function zoneIdOf(name: string): number | null {
  return ZONE_IDS.get(name) ?? null;
}

/** 使用地類別 of non-urban land; urban plots have none (null). */
export const LAND_CATEGORIES = [
  { id: 1, name: '農牧用地' },
  { id: 2, name: '林業用地' },
  { id: 3, name: '甲種建築用地' },
  { id: 4, name: '乙種建築用地' },
  { id: 5, name: '丙種建築用地' },
] as const;

export const FARMLAND_CATEGORY = 1;

export function landCategoryIdOf(name: string): number | null {
  return LAND_CATEGORIES.find((category) => category.name === name)?.id ?? null;
}

/** A farmhouse may be built on 農牧用地 of at least 0.25 公頃 (756 坪). */
export const FARMHOUSE_MIN_AREA = 756;
/** What the portal calls 大面積土地. */
export const LARGE_LAND_AREA = 1000;

export const LAND_SPECIALS = [
  { id: 'foreclosure', name: '法拍土地' },
  { id: 'farmhouse', name: '農地可建農舍' },
  { id: 'large', name: '大面積土地' },
] as const;

export type LandSpecial = (typeof LAND_SPECIALS)[number]['id'];
