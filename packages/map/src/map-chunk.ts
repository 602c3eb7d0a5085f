/**
 * The map chunk: Leaflet and every map drawn with it, loaded in the browser only. Imported from
 * this one place: the server's one-file bundle then keeps it behind the import, never running
 * Leaflet (which needs a window) at start-up.
 */
export const loadMapChunk = () => import('./leaflet-map.tsx');
