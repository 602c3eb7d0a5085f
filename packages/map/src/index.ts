/**
 * The search maps of rent, sale and land: server-side clusters on a Leaflet map, the view in the
 * URL, and the list of what the map shows. Nothing here imports Leaflet: only the lazily
 * imported map chunk (leaflet-map.tsx) does.
 */
export { ClusterMap, type ClusterMapProps } from './cluster-map.tsx';
export { type LayerToggle, LayerToggles } from './layer-toggles.tsx';
export { type ListedBox, listedBoxQuery } from './listed-box.ts';
export { boxPageQuery, pageOf, selectionBox } from './map-query.ts';
export { MapSearchLayout } from './map-search-layout.tsx';
export {
  MAP_VIEW_KEYS,
  mapShouldRevalidate,
  searchOnly,
  withoutMapView,
} from './map-view-keys.ts';
export {
  readMapView,
  regionBox,
  sameView,
  type UrlMapView,
  withMapView,
} from './map-view-params.ts';
export { PinMap, type PinMapProps } from './pin-map.tsx';
export type { MetroLineLayer, PlaceLayers } from './place-layers.ts';
export { fullPrice, priceRange, shortPrice } from './price-label.ts';
export { SelectionListings } from './selection-listings.tsx';
export { type TileLayerConfig, tileLayerConfig } from './tile-layer-config.ts';
export { type Fetched, useFetched } from './use-fetched.ts';
export { type ListingMapData, useListingMap } from './use-listing-map.ts';
export { type MapSearch, type MapSearchOptions, useMapSearch } from './use-map-search.ts';
