import type { LandMapMode } from '@591/api-client';
import { DEFAULT_REGION_ID, regionById, regionParamOf } from '@591/config';

export const MAP_MODES: { id: LandMapMode; name: string }[] = [
  { id: 'in-sale', name: '找土地' },
  { id: 'real-price', name: '實價登錄' },
];

/** The map's URL, checked: the header links region_id and mode; region and type also work. */
export type MapSearch =
  | { valid: true; regionId: number; mode: LandMapMode; type: 1 | 2 }
  | { valid: false; regionId: number; mode: LandMapMode; problem: string };

const isMode = (value: string): value is LandMapMode => MAP_MODES.some((mode) => mode.id === value);

/**
 * Unlike the lists, a hand-edited region or mode is not silently replaced: the map would show
 * another place than the link promised, so the page says what is wrong instead.
 */
export function parseMapSearch(params: URLSearchParams): MapSearch {
  const regionText = regionParamOf(params, 'region_id');
  const modeText = params.get('mode') ?? 'in-sale';
  const regionId = regionText === null ? DEFAULT_REGION_ID : Number(regionText);
  const mode = isMode(modeText) ? modeText : 'in-sale';
  if (!/^\d{1,2}$/.test(regionText ?? String(DEFAULT_REGION_ID)) || !regionById(regionId)) {
    return {
      valid: false,
      regionId: DEFAULT_REGION_ID,
      mode,
      problem: `找不到地區「${regionText}」，請用上方的「地區」重新選擇。`,
    };
  }
  if (!isMode(modeText)) {
    return {
      valid: false,
      regionId,
      mode,
      problem: `地圖模式「${modeText}」不存在，請選擇「找土地」或「實價登錄」。`,
    };
  }
  return { valid: true, regionId, mode, type: params.get('type') === '1' ? 1 : 2 };
}

/** How many years of the register the real-price map shows. */
export const REAL_PRICE_YEARS = 2;

/**
 * The map's search as the API takes it: the region's land listings of one type, or the
 * register's records of the last two years.
 */
export function landMapApiSearch(search: MapSearch): URLSearchParams {
  const region = String(search.regionId);
  return search.valid && search.mode === 'in-sale'
    ? new URLSearchParams({ type: String(search.type), region })
    : new URLSearchParams({ region, years: String(REAL_PRICE_YEARS) });
}

/** The map's query for a region and mode, in the header's spelling. */
export function mapQuery(regionId: number, mode: LandMapMode): URLSearchParams {
  return new URLSearchParams({ region_id: String(regionId), mode });
}

/** The land section's base path: /land on www, nothing on land.<domain>. */
export function landBase(pathname: string): '' | '/land' {
  return pathname === '/land' || pathname.startsWith('/land/') ? '/land' : '';
}
