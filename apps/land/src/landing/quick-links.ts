import { LAND_TYPES, landListQuery } from '../search/land-search.ts';

export interface QuickLink {
  label: string;
  to: string;
}

/** The zones most searched for, each a list of land for sale in those zones. */
const POPULAR_ZONES: { label: string; zone: string }[] = [
  { label: '住宅區', zone: '1,2,3' },
  { label: '商業區', zone: '4' },
  { label: '工業區', zone: '5' },
  { label: '農業區', zone: '6,7' },
  { label: '鄉村區', zone: '8' },
];

const SPECIALS: { label: string; special: string }[] = [
  { label: '法拍土地', special: 'foreclosure' },
  { label: '農地可建農舍', special: 'farmhouse' },
  { label: '大面積土地', special: 'large' },
];

/** The land menu's lists and maps, popular zones and special land, for the region in use. */
export function quickLinks(regionId: number) {
  const list = (filters: Record<string, string> = {}) =>
    `list?${landListQuery(regionId, 2, filters)}`;
  return {
    lists: [
      ...LAND_TYPES.map((type) => ({
        label: `土地${type.name}`,
        to: `list?${landListQuery(regionId, type.id)}`,
      })),
      { label: '找土地地圖', to: `map?region_id=${regionId}&mode=in-sale` },
      { label: '實價登錄地圖', to: `map?region_id=${regionId}&mode=real-price` },
      { label: '土地行情', to: `price?region=${regionId}` },
      { label: '土地首購指南', to: 'first' },
    ],
    zones: POPULAR_ZONES.map(({ label, zone }) => ({ label, to: list({ zone }) })),
    specials: [
      ...SPECIALS.map(({ label, special }) => ({ label, to: list({ special }) })),
      { label: '特色土地專區', to: 'special' },
    ],
  } satisfies Record<string, QuickLink[]>;
}
