import {
  bandOptions,
  FORECLOSURE_KIND,
  listingKindName,
  regionById,
  regionIdIn,
  SALE_LABELS,
} from '@591/config';
import { withParam } from '@591/router';

/** `shType` of the landing URL: list is the sale list, host the same list of owners only. */
export type ListMode = 'list' | 'host';

/** The landing URL doubles as the list, as on the real site: shType=list or shType=host. */
export function listModeOf(params: URLSearchParams): ListMode | null {
  const mode = params.get('shType');
  return mode === 'list' || mode === 'host' ? mode : null;
}

/** The region searched: regionid (the sale site's name), region or region_id; else Taipei. */
export function regionIdOf(params: URLSearchParams): number {
  return regionIdIn(params, 'regionid');
}

export function regionNameOf(params: URLSearchParams): string {
  return regionById(regionIdOf(params))?.name ?? '';
}

/** Unit price bands in 萬/坪; the API has none, and these cover Taipei down to the counties. */
export const UNIT_PRICE_BANDS = bandOptions([20, 30, 40, 60, 80, 100], '萬/坪').map((band) => ({
  ...band,
  id: band.id.replace(/^0_/, '_'),
}));

/** What a search is called in titles and headings: 法拍屋, 屋主自售, 降價好屋, or 中古屋出售. */
export function searchName(params: URLSearchParams): string {
  if (params.get('kind') === String(FORECLOSURE_KIND)) return listingKindName(FORECLOSURE_KIND)!;
  if (listModeOf(params) === 'host') return '屋主自售';
  const label = SALE_LABELS.find((item) => String(item.id) === params.get('label'));
  return label?.name ?? '中古屋出售';
}

/** The same search in another region: districts and price bands belong to a region, so go. */
export function withRegion(params: URLSearchParams, regionId: number): URLSearchParams {
  let next = withParam(params, 'regionid', String(regionId));
  for (const key of ['region', 'region_id', 'section', 'price']) next = withParam(next, key, null);
  return next;
}

/** The query of a sale list: mode, region and any filters, e.g. ('list', 1, { label: '1' }). */
export function listQuery(
  mode: ListMode,
  regionId: number,
  filters: Record<string, string> = {},
): string {
  return new URLSearchParams({ shType: mode, regionid: String(regionId), ...filters }).toString();
}
