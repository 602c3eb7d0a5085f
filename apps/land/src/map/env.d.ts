interface ImportMetaEnv {
  readonly VITE_LAND_MAP_TILE_URL?: string;
  readonly VITE_LAND_MAP_TILE_ATTRIBUTION?: string;
}
