import { boxParam, cellAlignedBox, type GeoBox, type MapView } from '@591/config';
import { searchOnly } from './map-view-keys.ts';

/** The search's API query for one page of results inside the box. */
export function boxPageQuery(search: URLSearchParams, box: GeoBox, page = 1): URLSearchParams {
  const query = searchOnly(search);
  query.set('bbox', boxParam(box));
  if (page > 1) query.set('page', String(page));
  return query;
}

/**
 * The search's API query for the clusters of a view: whole grid cells around the box the map
 * shows, so clusters stay put while it pans and nearby views share an answer (a listing map
 * asks for the tiles this box touches).
 */
export function clusterQuery(search: URLSearchParams, box: GeoBox, view: MapView): URLSearchParams {
  const query = searchOnly(search);
  for (const key of ['order', 'orderType']) query.delete(key);
  query.set('bbox', boxParam(cellAlignedBox(box, view.zoom)));
  query.set('zoom', String(view.zoom));
  return query;
}

/** The page of results the URL asks for; anything but a whole number from 2 is the first. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A box holding exactly a cluster's (or a single point's) places: its grid cell, or the point
 * widened by a tenth of a metre so the point is inside.
 */
export function selectionBox(selection: {
  lat: number;
  lng: number;
  cell?: [number, number, number, number];
}): GeoBox {
  const [south, west, north, east] = selection.cell ?? [
    selection.lat,
    selection.lng,
    selection.lat,
    selection.lng,
  ];
  const down = (value: number) => Math.floor(value * 1e6) / 1e6 - 1e-6;
  const up = (value: number) => Math.ceil(value * 1e6) / 1e6 + 1e-6;
  const six = (value: number) => Number(value.toFixed(6));
  return {
    west: six(down(west)),
    south: six(down(south)),
    east: six(up(east)),
    north: six(up(north)),
  };
}
