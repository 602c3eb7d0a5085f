/** Region groups as the region picker shows them; the outlying islands sit with the east. */
export const REGION_GROUPS = [
  { key: 'north', name: '北部' },
  { key: 'central', name: '中部' },
  { key: 'south', name: '南部' },
  { key: 'east', name: '東部・離島' },
] as const;

export type RegionGroup = (typeof REGION_GROUPS)[number]['key'];

export interface Region {
  id: number;
  name: string;
  lat: number;
  lng: number;
  group: RegionGroup;
}

/** The specification's 22 region ids, with each county or city's seat as its centre. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: '台北市', lat: 25.0375, lng: 121.5637, group: 'north' },
  { id: 2, name: '基隆市', lat: 25.1276, lng: 121.7392, group: 'north' },
  { id: 3, name: '新北市', lat: 25.0122, lng: 121.4657, group: 'north' },
  { id: 4, name: '新竹市', lat: 24.8039, lng: 120.9647, group: 'north' },
  { id: 5, name: '新竹縣', lat: 24.8268, lng: 121.0129, group: 'north' },
  { id: 6, name: '桃園市', lat: 24.9936, lng: 121.301, group: 'north' },
  { id: 7, name: '苗栗縣', lat: 24.5602, lng: 120.8214, group: 'central' },
  { id: 8, name: '台中市', lat: 24.1477, lng: 120.6736, group: 'central' },
  { id: 10, name: '彰化縣', lat: 24.0518, lng: 120.5161, group: 'central' },
  { id: 11, name: '南投縣', lat: 23.9096, lng: 120.6847, group: 'central' },
  { id: 12, name: '嘉義市', lat: 23.4801, lng: 120.4491, group: 'south' },
  { id: 13, name: '嘉義縣', lat: 23.4518, lng: 120.2555, group: 'south' },
  { id: 14, name: '雲林縣', lat: 23.7092, lng: 120.4313, group: 'central' },
  { id: 15, name: '台南市', lat: 22.9999, lng: 120.227, group: 'south' },
  { id: 17, name: '高雄市', lat: 22.6273, lng: 120.3014, group: 'south' },
  { id: 19, name: '屏東縣', lat: 22.6713, lng: 120.4884, group: 'south' },
  { id: 21, name: '宜蘭縣', lat: 24.7021, lng: 121.7378, group: 'east' },
  { id: 22, name: '台東縣', lat: 22.7583, lng: 121.1444, group: 'east' },
  { id: 23, name: '花蓮縣', lat: 23.9872, lng: 121.6015, group: 'east' },
  { id: 24, name: '澎湖縣', lat: 23.5711, lng: 119.5793, group: 'east' },
  { id: 25, name: '金門縣', lat: 24.4493, lng: 118.3767, group: 'east' },
  { id: 26, name: '連江縣', lat: 26.1602, lng: 119.9517, group: 'east' },
];

export const DEFAULT_REGION_ID = 1;

const REGION_BY_ID = new Map(REGIONS.map((region) => [region.id, region]));

export function regionById(id: number): Region | undefined {
  return REGION_BY_ID.get(id);
}

/** A region id from untrusted text (a URL parameter, a cookie), or the default region. */
export function parseRegionId(value: string | null | undefined): number {
  if (!value || !/^[0-9]{1,2}$/.test(value)) return DEFAULT_REGION_ID;
  const id = Number(value);
  return REGION_BY_ID.has(id) ? id : DEFAULT_REGION_ID;
}

/**
 * The URL parameters a region arrives in: `region` on most pages, `regionid` on sale's, and
 * `region_id` on the land map's, as the specification spells them. A page reads its own first,
 * then the others, since links from other sections and from outside use theirs.
 */
export const REGION_PARAMS = ['region', 'regionid', 'region_id'] as const;
export type RegionParam = (typeof REGION_PARAMS)[number];

/** The region as the URL gives it, in the page's own parameter first; null when none is given. */
export function regionParamOf(params: URLSearchParams, own: RegionParam = 'region'): string | null {
  for (const name of [own, ...REGION_PARAMS.filter((other) => other !== own)]) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return null;
}

/** The region a page's URL asks for (its own parameter first), or the default region. */
export function regionIdIn(params: URLSearchParams, own: RegionParam = 'region'): number {
  return parseRegionId(regionParamOf(params, own));
}
