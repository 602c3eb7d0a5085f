/**
 * The maps' base layer. By default it is the site's own drawing of Taiwan (base-map-layer.ts),
 * served from the site's hosts: the maps never ask the internet for anything. A deployment may
 * name a tile server at build time instead: MAP_TILES_URL (a Leaflet URL template with {z}) and
 * MAP_TILES_ATTRIBUTION (what its licence asks the map to show). The older names
 * VITE_MAP_TILE_URL and VITE_LAND_MAP_TILE_URL (with their _ATTRIBUTION) still work; "none"
 * is the default.
 */
export interface TileLayerConfig {
  /** null: the site's own base map. */
  url: string | null;
  attribution: string;
}

type TileEnv = Partial<
  Record<
    | 'MAP_TILES_URL'
    | 'MAP_TILES_ATTRIBUTION'
    | 'VITE_MAP_TILE_URL'
    | 'VITE_MAP_TILE_ATTRIBUTION'
    | 'VITE_LAND_MAP_TILE_URL'
    | 'VITE_LAND_MAP_TILE_ATTRIBUTION',
    string
  >
>;

// Read from the app's build, whose Vite replaces import.meta.env's MAP_TILES_ and VITE_ values.
export function tileLayerConfig(env: TileEnv = import.meta.env as TileEnv): TileLayerConfig {
  const url =
    env.MAP_TILES_URL?.trim() ||
    env.VITE_MAP_TILE_URL?.trim() ||
    env.VITE_LAND_MAP_TILE_URL?.trim() ||
    'none';
  if (url === 'none') return { url: null, attribution: '' };
  if (!/^https?:\/\/[^\s]+\{z\}[^\s]*$/.test(url)) {
    throw new Error(`MAP_TILES_URL must be an http(s) URL template with {z}, got "${url}"`);
  }
  const attribution =
    env.MAP_TILES_ATTRIBUTION?.trim() ||
    env.VITE_MAP_TILE_ATTRIBUTION?.trim() ||
    env.VITE_LAND_MAP_TILE_ATTRIBUTION?.trim();
  return { url, attribution: attribution ?? '' };
}
