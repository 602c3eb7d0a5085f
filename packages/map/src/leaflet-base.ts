import { MAX_MAP_ZOOM, type MapCentre, MIN_MAP_ZOOM } from '@591/config';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './base-map.css';
import { drawBaseMap } from './base-map-layer.ts';
import { tileLayerConfig } from './tile-layer-config.ts';

/** Says why the background is plain when the base map cannot be loaded. */
function tileNotice(): L.Control {
  const notice = new L.Control({ position: 'topright' });
  notice.onAdd = () => {
    const box = L.DomUtil.create('p', 'cluster-map__tile-notice');
    box.textContent = '底圖暫時無法載入，標記位置不受影響';
    return box;
  };
  return notice;
}

/**
 * A Leaflet map on the site's base (its own drawing of Taiwan, or the tile server a deploy
 * names), with zoom buttons in zh-TW, that follows its element's size until `remove()`.
 * Every map of the site starts here.
 */
export function createMap(element: HTMLElement, view: MapCentre & { zoom: number }): L.Map {
  const map = L.map(element, {
    center: [view.lat, view.lng],
    zoom: view.zoom,
    minZoom: MIN_MAP_ZOOM,
    maxZoom: MAX_MAP_ZOOM,
    // Whole zooms only: the API's grid is drawn per zoom.
    zoomSnap: 1,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '縮小' }).addTo(map);
  const tiles = tileLayerConfig();
  if (tiles.url) {
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
    layer.once('tileerror', () => tileNotice().addTo(map));
    layer.addTo(map);
  } else {
    // Its first shapes in a task of their own: the map's set-up is long enough.
    const drawing = setTimeout(() => drawBaseMap(map, () => tileNotice().addTo(map)));
    map.on('unload', () => clearTimeout(drawing));
  }
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // A phone turned, a panel opened: the map fills its element again.
  const resizes = new ResizeObserver(() => map.invalidateSize());
  resizes.observe(element);
  map.on('unload', () => resizes.disconnect());
  return map;
}
