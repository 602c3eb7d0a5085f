import type { LandMap, LandMapPoint } from '@591/api-client';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useRef } from 'react';
import { markerPrice, pointPrice } from './point-price.ts';
import { tileLayerConfig } from './tile-layer-config.ts';

/** A region fills the map at this zoom; a single point is shown closer. */
const REGION_ZOOM = 11;
const SINGLE_POINT_ZOOM = 15;
const MARKER_WIDTH = 68;
const MARKER_HEIGHT = 22;

function popupOf(point: LandMapPoint, detailHref: ((id: number) => string) | null): HTMLElement {
  const box = document.createElement('div');
  box.className = 'land-map__popup';
  const title = document.createElement('strong');
  title.textContent = point.label;
  const price = document.createElement('p');
  price.textContent = pointPrice(point);
  box.append(title, price);
  if (detailHref) {
    const link = document.createElement('a');
    link.href = detailHref(point.id);
    link.textContent = '查看物件';
    box.append(link);
  }
  return box;
}

function markerOf(point: LandMapPoint, detailHref: ((id: number) => string) | null): L.Marker {
  const icon = L.divIcon({
    className: 'land-map__marker',
    html: `<span>${markerPrice(point)}</span>`,
    // A label of one size, wide enough for 9,999萬, standing on its point.
    iconSize: [MARKER_WIDTH, MARKER_HEIGHT],
    iconAnchor: [MARKER_WIDTH / 2, MARKER_HEIGHT],
  });
  return L.marker([point.lat, point.lng], {
    icon,
    title: `${point.label}，${pointPrice(point)}`,
    keyboard: true,
  }).bindPopup(() => popupOf(point, detailHref));
}

/** Says why the background is plain when the tile server cannot be reached. */
function tileNotice(): L.Control {
  const notice = new L.Control({ position: 'topright' });
  notice.onAdd = () => {
    const box = L.DomUtil.create('p', 'land-map__tile-notice');
    box.textContent = '底圖暫時無法載入，標記位置不受影響';
    return box;
  };
  return notice;
}

/**
 * The Leaflet map: the base layer from the build's configuration and the points, clustered.
 * When tiles cannot load (no tile server reachable) the plain background stays and the
 * markers still show. This module is the map chunk: it is only imported in the browser.
 */
export default function LeafletMap({
  map: data,
  detailHref,
  label,
}: {
  map: LandMap;
  /** The detail page of a point, for listings; null for price records. */
  detailHref: ((id: number) => string) | null;
  label: string;
}) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { center: data.center, zoom: REGION_ZOOM });
    const tiles = tileLayerConfig();
    if (tiles.url) {
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
      layer.once('tileerror', () => tileNotice().addTo(map));
      layer.addTo(map);
    }
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const cluster = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
    cluster.addLayers(data.points.map((point) => markerOf(point, detailHref)));
    map.addLayer(cluster);
    if (data.points.length === 1) {
      map.setView(data.points[0]!, SINGLE_POINT_ZOOM);
    } else if (data.points.length > 1) {
      map.fitBounds(cluster.getBounds(), { padding: [24, 24] });
    }
    return () => {
      map.remove();
    };
  }, [data, detailHref]);
  return (
    <section ref={element} className="land-map__canvas" aria-label={label} data-testid="land-map" />
  );
}
