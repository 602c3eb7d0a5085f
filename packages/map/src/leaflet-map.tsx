import type { ClusterAnswer, MapCluster } from '@591/api-client';
import { MAX_MAP_ZOOM, type MapView, type PixelSize, roundDegrees } from '@591/config';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { clusterMarker } from './cluster-markers.ts';
import { spaceClusters } from './cluster-spacing.ts';
import { createMap } from './leaflet-base.ts';
import { sameView } from './map-view-params.ts';
import { drawPlaceLayers, type PlaceLayers } from './place-layer-drawing.ts';

export interface LeafletMapProps {
  label: string;
  view: MapView;
  answer: ClusterAnswer | null;
  priceRanges: boolean;
  selected: MapCluster | null;
  layers?: PlaceLayers;
  mergeTouching: boolean;
  approximateRadius: number | null;
  onViewChange: (view: MapView, size: PixelSize) => void;
  onSelect: (cluster: MapCluster) => void;
}

function viewOf(map: L.Map): MapView {
  const centre = map.getCenter();
  return { lat: roundDegrees(centre.lat), lng: roundDegrees(centre.lng), zoom: map.getZoom() };
}

/** From here a 200 m circle is large enough to read as an area rather than a dot. */
const CIRCLE_FROM_ZOOM = 15;

function approximateCircle(cluster: MapCluster, radius: number): L.Circle {
  return L.circle([cluster.lat, cluster.lng], {
    radius,
    color: '#b35000',
    weight: 1,
    fillColor: '#b35000',
    fillOpacity: 0.08,
    interactive: false,
  });
}

/**
 * A click on a cluster zooms in to its cell, centred on its listings; at the closest zoom, or on
 * a single listing, it selects it instead.
 */
function onClusterClick(map: L.Map, cluster: MapCluster, select: (cluster: MapCluster) => void) {
  if (!cluster.cell || map.getZoom() >= MAX_MAP_ZOOM) {
    select(cluster);
    return;
  }
  const [south, west, north, east] = cluster.cell;
  const cell = L.latLngBounds([south, west], [north, east]);
  const zoom = Math.max(map.getZoom() + 1, map.getBoundsZoom(cell));
  map.setView([cluster.lat, cluster.lng], Math.min(zoom, MAX_MAP_ZOOM));
}

/**
 * The Leaflet map: the site's base map (or the tile server a deploy names), the API's clusters as markers,
 * and metro lines and universities when asked. This module is the map chunk: it is only
 * imported in the browser, so no other page loads Leaflet.
 */
export default function LeafletMap(props: LeafletMapProps) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const places = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, read by Leaflet's handlers, which are bound once.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const canvas = element.current;
    if (!canvas) return;
    let created: L.Map | null = null;
    let drawing: ReturnType<typeof setTimeout> | undefined;
    // Made in a task of its own, after the page's render has been committed: Leaflet's set-up
    // is a long piece of work, and joined to the render it would block the page for longer.
    const making = setTimeout(() => {
      const shown = createMap(canvas, latest.current.view);
      created = shown;
      const report = () => {
        const size = shown.getSize();
        if (size.x === 0 || size.y === 0) return;
        latest.current.onViewChange(viewOf(shown), { width: size.x, height: size.y });
      };
      shown.on('moveend', report);
      shown.on('zoomend', () => drawMarkers.current());
      markers.current = L.layerGroup().addTo(shown);
      places.current = L.layerGroup().addTo(shown);
      map.current = shown;
      // What arrived before the map was made is drawn next, in a task of its own again.
      drawing = setTimeout(() => {
        drawMarkers.current();
        if (places.current) drawPlaceLayers(places.current, latest.current.layers);
        report();
      });
    });
    return () => {
      clearTimeout(making);
      clearTimeout(drawing);
      created?.remove();
      map.current = null;
    };
  }, []);

  // Back, forward and reload change the URL's view: the map follows it.
  useEffect(() => {
    const shown = map.current;
    if (shown && !sameView(viewOf(shown), props.view)) {
      shown.setView([props.view.lat, props.view.lng], props.view.zoom, { animate: false });
    }
  }, [props.view]);

  // Markers are laid out in pixels: drawn again at each answer and each zoom.
  const drawMarkers = useRef(() => {});
  drawMarkers.current = () => {
    const group = markers.current;
    const shown = map.current;
    if (!group || !shown) return;
    group.clearLayers();
    const look = { unit: props.answer?.priceUnit ?? null, priceRanges: props.priceRanges };
    const clusters = props.answer?.clusters ?? [];
    const spaced = props.mergeTouching
      ? spaceClusters(clusters, (lat, lng) => shown.latLngToLayerPoint([lat, lng]), look)
      : clusters;
    const circled = props.approximateRadius !== null && shown.getZoom() >= CIRCLE_FROM_ZOOM;
    for (const cluster of spaced) {
      if (circled && cluster.count === 1)
        group.addLayer(approximateCircle(cluster, props.approximateRadius!));
      const marker = clusterMarker(cluster, {
        ...look,
        selected:
          props.selected?.lat === cluster.lat &&
          props.selected.lng === cluster.lng &&
          props.selected.count === cluster.count,
      });
      marker.on('click', () => onClusterClick(shown, cluster, latest.current.onSelect));
      group.addLayer(marker);
    }
  };
  useEffect(() => drawMarkers.current(), [props.answer, props.priceRanges, props.selected]);

  useEffect(() => {
    if (places.current) drawPlaceLayers(places.current, props.layers);
  }, [props.layers]);

  return (
    <section
      ref={element}
      className="cluster-map__canvas"
      aria-label={`${props.label}，可用方向鍵移動、加減鍵縮放`}
      data-testid="cluster-map"
    />
  );
}

/** The poster's pin map, in the same chunk. */
export { default as LeafletPinMap } from './leaflet-pin-map.tsx';
