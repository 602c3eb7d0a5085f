/** Region groups as the region picker shows them; the outlying islands sit with the east. */
export const AREA_GROUPS = [
  { key: 'north', name: '北部' },
  { key: 'central', name: '中部' },
  { key: 'south', name: '南部' },
  { key: 'east', name: '東部及離島' },
] as const;

export type AreaGroup = (typeof AREA_GROUPS)[number]['key'];
