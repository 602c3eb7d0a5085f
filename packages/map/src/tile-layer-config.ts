/**
 * The maps' base layer, set per deployment at build time: VITE_MAP_TILE_URL (a Leaflet URL
 * template, or "none" for no base layer) and VITE_MAP_TILE_ATTRIBUTION. The land map's older
 * names, VITE_LAND_MAP_TILE_URL and VITE_LAND_MAP_TILE_ATTRIBUTION, still work. The default
 * is OpenStreetMap's public tiles, whose licence asks for the attribution below.
 */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者';

export interface TileLayerConfig {
  /** null: no base layer, the markers sit on a plain background. */
  url: string | null;
  attribution: string;
}

type TileEnv = Partial<
  Record<
    | 'VITE_MAP_TILE_URL'
    | 'VITE_MAP_TILE_ATTRIBUTION'
    | 'VITE_LAND_MAP_TILE_URL'
    | 'VITE_LAND_MAP_TILE_ATTRIBUTION',
    string
  >
>;

// Read from the app's build, whose Vite replaces import.meta.env's VITE_ values.
export function tileLayerConfig(env: TileEnv = import.meta.env as TileEnv): TileLayerConfig {
  const url =
    env.VITE_MAP_TILE_URL?.trim() || env.VITE_LAND_MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  if (url === 'none') return { url: null, attribution: '' };
  if (!/^https?:\/\/[^\s]+\{z\}[^\s]*$/.test(url)) {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template with {z}, got "${url}"`);
  }
  const attribution =
    env.VITE_MAP_TILE_ATTRIBUTION?.trim() || env.VITE_LAND_MAP_TILE_ATTRIBUTION?.trim();
  return {
    url,
    attribution: attribution || (url === DEFAULT_TILE_URL ? DEFAULT_ATTRIBUTION : ''),
  };
}
