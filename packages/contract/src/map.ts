/** Map searches: the clusters of listings, or of registered land sales, in a box at a zoom. */
import { MAP_SECTIONS, MAX_MAP_ZOOM, MIN_MAP_ZOOM } from '@591/config';
import { type Static, Type } from 'typebox';
import { Nullable, OneOf, Shape } from './common.ts';
import { LandRecordFilters } from './land-prices.ts';
import { searchFields } from './listings.ts';

export const MapSection = OneOf(MAP_SECTIONS);
export type MapSection = Static<typeof MapSection>;

export const Zoom = Type.Integer({ minimum: MIN_MAP_ZOOM, maximum: MAX_MAP_ZOOM });

/** west,south,east,north in degrees. */
const Bbox = Type.String({ maxLength: 80 });

const { order: _order, orderType: _orderType, ...filterFields } = searchFields;

/** GET /v1/{section}/map/tiles/{zoom}/{x}/{y}: a Web Mercator tile, as tile servers number them. */
export const TilePath = Shape({
  zoom: Zoom,
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
});
export type TilePath = Static<typeof TilePath>;

const { bbox: _bbox, page: _page, pageSize: _pageSize, ...tileFilterFields } = filterFields;

/** A tile's query: the list's filters (the tile is the box; order and pages mean nothing). */
export const TileQuery = Shape(tileFilterFields);
export type TileQuery = Static<typeof TileQuery>;

/** GET /v1/land/price-records/clusters: the register's filters, the box and the zoom. */
export const RecordClusterQuery = Shape({
  ...LandRecordFilters.properties,
  years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  bbox: Bbox,
  zoom: Zoom,
});
export type RecordClusterQuery = Static<typeof RecordClusterQuery>;

/** One grid cell of a map: a single point carries its id, several their cell. */
export const MapCluster = Shape({
  /** The mean position of the points, where the marker stands. */
  lat: Type.Number(),
  lng: Type.Number(),
  count: Type.Integer(),
  minPrice: Type.Number(),
  maxPrice: Type.Number(),
  id: Type.Optional(Type.Integer()),
  /**
   * south, west, north, east of the grid cell: a click zooms the map to it, and a bbox of it
   * lists exactly the cluster's points (when the request's box covered the cell).
   */
  cell: Type.Optional(Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()])),
});
export type MapCluster = Static<typeof MapCluster>;

export const ClusterAnswer = Shape({
  zoom: Type.Integer(),
  /** Every point in the box: the sum of the clusters' counts. */
  total: Type.Integer(),
  /** 元/月, 萬 or 萬/坪; null for land listings of both types. */
  priceUnit: Nullable(Type.String()),
  clusters: Type.Array(MapCluster),
});
export type ClusterAnswer = Static<typeof ClusterAnswer>;
