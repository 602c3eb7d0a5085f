/**
 * The map's base layer, set per deployment at build time: VITE_LAND_MAP_TILE_URL (a Leaflet
 * URL template, or "none" for no base layer) and VITE_LAND_MAP_TILE_ATTRIBUTION. The default
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

export function tileLayerConfig(
  env: { VITE_LAND_MAP_TILE_URL?: string; VITE_LAND_MAP_TILE_ATTRIBUTION?: string } = import.meta
    .env,
): TileLayerConfig {
  const url = env.VITE_LAND_MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  if (url === 'none') return { url: null, attribution: '' };
  if (!/^https?:\/\/[^\s]+\{z\}[^\s]*$/.test(url)) {
    throw new Error(
      `VITE_LAND_MAP_TILE_URL must be an http(s) URL template with {z}, got "${url}"`,
    );
  }
  const attribution = env.VITE_LAND_MAP_TILE_ATTRIBUTION?.trim();
  return {
    url,
    attribution: attribution || (url === DEFAULT_TILE_URL ? DEFAULT_ATTRIBUTION : ''),
  };
}
