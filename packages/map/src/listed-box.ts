import { boxParam, type GeoBox, type MapView, type PixelSize, viewBox } from '@591/config';
import { boxPageQuery, pageOf } from './map-query.ts';
import { mapBoxSize } from './map-size.ts';
import { searchOnly } from './map-view-keys.ts';
import { readMapView } from './map-view-params.ts';

/** What a map page's loader listed: one page of results for the region or the URL's view. */
export interface ListedBox<T> {
  /** The search (the URL without view and page), the box and the page the results are for. */
  search: string;
  box: string;
  page: number;
  results: T;
}

/** The list's area while the URL has no view: the whole region, which the map then shows. */
export const WHOLE_REGION = 'region';

/**
 * The box the list follows: what the map shows once it has been moved (the URL has a view);
 * before that the whole region, the same on every screen, so the server's first page stands.
 */
export function listBox(view: MapView | null, size: PixelSize): GeoBox | null {
  return view ? viewBox(view, size) : null;
}

export function listQuery(apiSearch: URLSearchParams, box: GeoBox | null, page: number) {
  if (box) return boxPageQuery(apiSearch, box, page);
  const query = new URLSearchParams(apiSearch);
  if (page > 1) query.set('page', String(page));
  return query;
}

/**
 * A loader's first page of results: for the URL's view in the map's box (a wide screen's, on
 * the server), or the region's. `apiSearch` is the search as the API takes it, when the page's
 * URL spells it otherwise.
 */
export function listedBoxQuery(params: URLSearchParams, apiSearch = searchOnly(params)) {
  const box = listBox(readMapView(params).view, mapBoxSize());
  const page = pageOf(params);
  return {
    query: listQuery(apiSearch, box, page),
    listed: { search: apiSearch.toString(), box: box ? boxParam(box) : WHOLE_REGION, page },
  };
}
